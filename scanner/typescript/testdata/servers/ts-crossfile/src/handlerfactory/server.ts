// Callbacks that call the members of what handlers.ts's factories return.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  createShelfHandlers, createSafeShelfHandlers, createFrozenShelfHandlers, createMaybeShelfHandlers, createLabelHandlers, type ShelfApi,
} from "./handlers.js";

declare const api: ShelfApi;
const shelves = createShelfHandlers(api);
const safeShelves = createSafeShelfHandlers(api);
const frozenShelves = createFrozenShelfHandlers(api);
const maybeShelves = createMaybeShelfHandlers(api, api);
const labels = createLabelHandlers(api);
const server = new McpServer({ name: "shelves", version: "1.0.0" });
server.registerTool("list_shelves", { description: "List shelves" }, (args: unknown, extra: unknown) => shelves.list(args as { page?: number }, extra));
server.registerTool("find_shelf", { description: "Find a shelf" }, (args: unknown, extra: unknown) => shelves.find(args as { query: string }, extra));
server.registerTool("rename_shelf", { description: "Rename a shelf" }, (args: unknown) => shelves.rename(args as { id: string; name: string }));
server.registerTool("clear_shelf", { description: "Clear a shelf" }, (args: unknown) => shelves.clear(args as { id: string }));
server.registerTool("open_shelf", { inputSchema: { id: z.number().int().min(1) } }, async (args) => shelves.open(args));
server.registerTool("find_safe_shelf", { description: "Find a shelf" }, (args: unknown) => safeShelves.find(args as { query: string }));
server.registerTool("find_frozen_shelf", { description: "Find a shelf" }, (args: unknown) => frozenShelves.find(args as { query: string }));
server.registerTool("find_maybe_shelf", { description: "Find a shelf" }, (args: unknown) => maybeShelves.find(args as { query: string }) as never);

server.registerTool("find_label", { description: "Find a label" }, (args: unknown) => labels.lookup(args as { query: string }));

// A factory of this file, bound and called the same way.
function createBinHandlers(api: ShelfApi) {
  const empty = async (args: { id: string }) => {
    if (!args.id) {
      throw new Error("which bin?"); // want: raisederror related=37,37
    }
    return { content: [{ type: "text" as const, text: await api.rename(args.id, "") }] };
  };
  return { empty };
}
const bins = createBinHandlers(api);
server.registerTool("empty_bin", { description: "Empty a bin" }, (args: unknown) => bins.empty(args as { id: string }));
