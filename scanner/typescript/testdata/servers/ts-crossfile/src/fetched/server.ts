// Fetches the tool list of tools.ts and registers each entry's handler with the SDK.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getBoardTools } from "./tools.js";

export async function startBoard(url: string) {
  const server = new McpServer({ name: "board", version: "1.0.0" });
  const tools = await getBoardTools(url);
  tools.forEach((tool) => {
    server.tool(tool.name, tool.description, tool.parameter, tool.handler as any);
  });
  return server;
}
