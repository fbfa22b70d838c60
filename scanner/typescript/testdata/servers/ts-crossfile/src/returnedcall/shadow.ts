// A file-level const named deps, and functions whose parameter of that name has a type of its own.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { crates } from "./crates.js";
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

// A file-level function, and a parameter of the same name that holds another.
async function label(id: string): Promise<string> {
  throw new Error(`no label for ${id}`); // FINE: the tools call the label they are handed
}

export async function startupLabel(): Promise<string> {
  return label("start").catch(() => "none");
}

async function labelled(label: (id: string) => Promise<string>, id: string): Promise<string> {
  return label(id);
}

// A file-level flag that is off, and a parameter of the same name that a tool sets.
const strict = false;

async function checkedId(strict: boolean, id: string): Promise<string> {
  if (strict) {
    if (id.length > 8) {
      throw new Error("id too long in strict mode"); // want: raisederror related=src/returnedcall/shadow.ts:71,src/returnedcall/shadow.ts:72
    }
  }
  return id;
}

// An imported crates, and a parameter of the same name that holds a Box.
export async function cratesReady(): Promise<boolean> {
  return (await crates.open("probe").catch(() => "")) !== "";
}

async function openFromCrates(crates: Box, id: string): Promise<string> {
  return crates.open(id);
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
  server.registerTool("check_id", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: `${await checkedId(true, id)} ${strict}` }] };
  });
  server.registerTool("open_crates", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await openFromCrates(box, id) }] };
  });
  server.registerTool("label_box", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await labelled(async (x) => `box ${x}`, id) }] };
  });
}
