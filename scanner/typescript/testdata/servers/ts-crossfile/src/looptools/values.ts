// The same tools registered over Object.values, with a const instance.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Gauge } from "./station.js";
import { GaugeTools } from "./all.js";

const server = new McpServer({ name: "gauge-values", version: "1.0.0" });
const gauge = new Gauge();
for (const tool of Object.values(GaugeTools)) {
  server.tool(tool.name, tool.params, tool.call(gauge));
}
