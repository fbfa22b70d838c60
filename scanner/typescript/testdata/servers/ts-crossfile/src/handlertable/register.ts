// Registers each definition with the handler the handler table holds under its name, through a
// wrapper imported from a barrel.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { GARDEN_TOOLS, GARDEN_HANDLERS, GUARDED_HANDLERS } from "./table.js";
import { timeHandler, withErrorResult, type Handler } from "./instrument/index.js";

export function registerGarden(server: McpServer): void {
  GARDEN_TOOLS.forEach((tool) => {
    const handler = GARDEN_HANDLERS[tool.name as keyof typeof GARDEN_HANDLERS];
    if (!handler) throw new Error(`no handler for ${tool.name}`);
    const timed = timeHandler(tool.name, handler as Handler);
    server.tool(tool.name, tool.description, { params: tool.inputSchema.optional() }, timed);
  });
  for (const [name, guarded] of Object.entries(GUARDED_HANDLERS)) {
    server.tool(name, "guarded", {}, withErrorResult(GUARDED_HANDLERS[name as keyof typeof GUARDED_HANDLERS]));
  }
}
