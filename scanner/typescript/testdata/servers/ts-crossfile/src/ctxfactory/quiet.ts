import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ShelfContext } from "./context.js";

// The same interface, handed an object whose members throw nothing (makeQuietContext).
export function registerQuiet(server: McpServer, ctx: ShelfContext): void {
  server.registerTool(
    "peek_quiet",
    { description: "peek at the quiet shelf" },
    async () => {
      const store = await ctx.open(); // FINE: what main hands registerQuiet never throws
      return { content: [{ type: "text", text: String(store) }] };
    },
  );
}
