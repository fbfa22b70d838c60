// Registers each picked tool on its own, and the audit tools behind a wrapper.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createAllTools } from "./all.js";
import { pickTools, wrapTools } from "./pick.js";
import { createAuditTools } from "./audit.js";

export function createWikiServer(space: string, only: string[]): McpServer {
  const server = new McpServer({ name: "wiki", version: "1.0.0" });
  const allTools = createAllTools({ space });
  const tools = pickTools(allTools, only);
  for (const tool of tools) {
    server.registerTool(tool.name, { inputSchema: tool.inputSchema }, async (params) => tool.handler(params));
  }
  const audit = createAuditTools();
  for (const tool of wrapTools(audit)) {
    server.registerTool(tool.name, { inputSchema: tool.inputSchema }, async (params) => tool.handler(params));
  }
  return server;
}
