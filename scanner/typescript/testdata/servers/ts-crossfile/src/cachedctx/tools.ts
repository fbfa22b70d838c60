import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { defaultedContext, prefetch, projectLabel, resolveContext, softContext } from "./context.js";

export function registerContextTools(server: McpServer) {
  server.registerTool("project_info", { inputSchema: { name: z.string() } }, async ({ name }) => {
    prefetch(name);
    const ctx = await resolveContext(name);
    const label = await projectLabel(name);
    return { content: [{ type: "text", text: `${label}: ${ctx.project}` }] };
  });
  server.registerTool("project_guess", { inputSchema: { name: z.string() } }, async ({ name }) => {
    const soft = await softContext(name);
    const ctx = await defaultedContext(name);
    return { content: [{ type: "text", text: `${soft?.project ?? "none"} ${ctx.project}` }] };
  });
}
