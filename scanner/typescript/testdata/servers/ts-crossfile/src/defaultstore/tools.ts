// Tools whose stores come from the context, or are built when the context has none.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CrateStore, DraftStore, ShelfStore } from "./shelves.js";

export type ShelfContext = {
  shelves?: ShelfStore | undefined;
  crates: CrateStore;
};

export function registerShelfTools(server: McpServer, context: ShelfContext): void {
  // BAD: the context's ShelfStore, or a new one: either way a ShelfStore, whose fetch throws.
  const shelves = context.shelves ?? new ShelfStore(process.env.SHELF_ROOT ?? "shelves");
  // FINE: the context declares crates as a CrateStore, so the default names no class.
  const drafts = context.crates || new DraftStore();

  server.registerTool("fetch_slot", { inputSchema: { slot: z.string() } }, async ({ slot }) => {
    const path = await shelves.fetch(slot);
    return { content: [{ type: "text" as const, text: path }] };
  });

  // BAD: a method that calls the helper that reads the token.
  server.registerTool("browse_slot", { inputSchema: { slot: z.string(), token: z.string() } }, async ({ slot, token }) => {
    const rows = await shelves.browse(slot, token);
    return { content: [{ type: "text" as const, text: rows.join("\n") }] };
  });

  server.registerTool("pick_draft", { inputSchema: { label: z.string() } }, async ({ label }) => {
    return { content: [{ type: "text" as const, text: drafts.pick(label) }] };
  });

  server.registerTool("pick_crate", { inputSchema: { label: z.string() } }, async ({ label }) => {
    return { content: [{ type: "text" as const, text: context.crates.pick(label) }] };
  });
}
