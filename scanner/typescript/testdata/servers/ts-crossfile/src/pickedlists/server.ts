// Registers each picked tool on its own, the audit tools behind a wrapper, and one proxy that
// answers by an operation argument.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createAllTools } from "./all.js";
import { pickTools, toolNames, wrapTools } from "./pick.js";
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
  const names = toolNames(allTools);
  server.registerTool("wiki", { inputSchema: { operation: z.string() } }, async ({ operation }) => {
    if (!names.includes(operation)) {
      return { content: [{ type: "text" as const, text: `Unknown operation "${operation}". Available: ${names.join(", ")}` }] }; // want: softerror
    }
    if (operation === "reindex") {
      // FINE: one word is a value the tool answers with, not a message.
      return { content: [{ type: "text" as const, text: "unknown" }] };
    }
    return { content: [{ type: "text" as const, text: `Unknown fields are ignored by ${operation}; run it on its own tool` }] };
  });
  return server;
}
