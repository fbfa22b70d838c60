import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ShelfContext } from "./context.js";

export function registerShelfTools(server: McpServer, ctx: ShelfContext): void {
  server.registerTool(
    "open_shelf",
    { description: "open the shelf" },
    async () => {
      const store = await ctx.open();
      return { content: [{ type: "text", text: String(store) }] };
    },
  );
  server.registerTool(
    "drop_shelf",
    { description: "drop the shelf" },
    async () => {
      const dropped = await ctx.drop();
      return { content: [{ type: "text", text: dropped ? "dropped" : "nothing to drop" }] };
    },
  );
}
