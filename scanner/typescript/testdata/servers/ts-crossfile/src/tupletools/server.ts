// Tools kept as argument tuples, each spread into the SDK's registration.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { plotTools } from "./plots.tool.js";

export function registerPlotTools(server: McpServer) {
  const all = [...plotTools];
  all.forEach((tool) => {
    server.tool(...tool);
  });
}
