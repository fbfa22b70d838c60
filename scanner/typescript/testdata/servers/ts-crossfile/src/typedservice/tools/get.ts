import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolContext } from "./context.js";

export function registerGet(server: McpServer, ctx: ToolContext): void {
  server.registerTool(
    "typed_get",
    { description: "get an item" },
    async (args: { id: string }) => {
      const v = await ctx.store.get(args.id);
      return { content: [{ type: "text", text: v }] };
    },
  );
  server.registerTool(
    "typed_put",
    { description: "put an item" },
    async (args: { id: string; v: string }) => {
      await ctx.store.put(args.id, args.v); // FINE: put throws nothing
      ctx.log.info("put"); // FINE: a library's logger
      return { content: [{ type: "text", text: "stored" }] };
    },
  );
}
