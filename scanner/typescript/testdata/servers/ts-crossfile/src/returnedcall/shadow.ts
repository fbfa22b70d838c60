// A file-level const named deps, and functions whose parameter of that name has a type of its own.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Crate, type Box, type Shelf } from "./store.js";

interface ShelfDeps {
  shelf: Shelf;
}

const deps = { verbose: false, retries: 2 };

// A file-level Crate, and a parameter of the same name that holds a Box.
const crate = new Crate();

export async function checkCrate(): Promise<boolean> {
  return (await crate.open("probe").catch(() => "")) !== "";
}

async function openBox(crate: Box, id: string): Promise<string> {
  return crate.open(id);
}

async function takeItem(deps: ShelfDeps, id: string): Promise<string> {
  const item = await deps.shelf.take(id);
  return item;
}

export function registerShelfTools(server: McpServer, shelfDeps: ShelfDeps, box: Box): void {
  server.registerTool("take_item", { inputSchema: { id: z.string() } }, async ({ id }) => {
    const item = await takeItem(shelfDeps, id);
    return { content: [{ type: "text" as const, text: `${item} (retries ${deps.retries})` }] };
  });
  server.registerTool("open_box", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await openBox(box, id) }] };
  });
}
