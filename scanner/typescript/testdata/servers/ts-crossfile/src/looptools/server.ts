// Tool objects registered in a loop over an imported object of them: `tool.call(this.gauge)`.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Gauge } from "./station.js";
import { GaugeTools } from "./all.js";

const server = new McpServer({ name: "gauge", version: "1.0.0" });

export class GaugeWeb {
  private gauge: Gauge | undefined;
  private tools: typeof GaugeTools | undefined;

  init(): void {
    this.gauge = new Gauge();
    this.tools = GaugeTools;
    for (const toolName in this.tools) {
      const tool = this.tools[toolName as keyof typeof GaugeTools];
      server.tool(tool.name, tool.params, tool.call(this.gauge));
    }
  }
}
