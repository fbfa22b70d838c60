// Tools that parse their input and hand the store an array whose length the schema bounds by a
// const of limits.ts.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { MAX_ITEMS, raiseSoftLimit, softLimit } from "./limits.js";
import { Store } from "./store.js";

const AddInput = z
  .object({
    items: z.array(z.string()).min(1).max(MAX_ITEMS).describe(`1..${String(MAX_ITEMS)} items`),
  })
  .strict();

const SoftInput = z.object({ items: z.array(z.string()).max(softLimit) });

const store = new Store();

export function registerCapTools(server: McpServer): void {
  server.registerTool("add", { inputSchema: AddInput.shape }, async (args: unknown) => {
    const input = AddInput.parse(args);
    const trimmed = input.items.map((s) => s.trim());
    const n = await store.addAll(trimmed);
    // One more than the schema let through: the bound no longer holds.
    const padded = input.items.map((s) => s.toLowerCase());
    padded.push("extra");
    await store.addSome(padded);
    return { content: [{ type: "text" as const, text: `added ${n}` }] };
  });
  server.registerTool("soft", { inputSchema: SoftInput.shape }, async (args: unknown) => {
    const input = SoftInput.parse(args);
    raiseSoftLimit();
    await store.addSoft(input.items);
    return { content: [{ type: "text" as const, text: "added" }] };
  });
}
