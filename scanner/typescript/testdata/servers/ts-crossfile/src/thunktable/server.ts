// Registers each declared tool of GardenTools: every thunk is called, and what it builds is
// handed to the SDK.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { GardenTools } from "./index.js";

export function registerGarden(server: McpServer) {
  GardenTools.map((tool) => tool()).forEach((tool) =>
    server.tool(tool.name, tool.description, tool.schema, tool.handler),
  );
}
