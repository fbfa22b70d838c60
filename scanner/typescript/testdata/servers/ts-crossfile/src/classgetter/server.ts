// Each listed class's static run is a tool's handler: the callback returns what it gives back.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listTankTools } from "./registry.js";

export const server = new McpServer({ name: "aquarium", version: "1.0.0" });

const tools = listTankTools();
tools.forEach((ToolClass) => {
  server.registerTool(ToolClass.toolName, { inputSchema: ToolClass.inputSchema.shape }, (args: any) => ToolClass.run(args));
});
