// Getters that the start-up does not fill before the server starts, or that code outside them
// empties again: a tool may get past their first statement.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

type Cache = { lookup(id: string): Promise<string> };

declare function openCache(): Promise<Cache>;

const server = new McpServer({ name: "startlate", version: "1.0.0" });
let late: Cache | null = null;
let reset: Cache | null = null;
let unawaited: Cache | null = null;

async function getLate(): Promise<Cache> {
  if (late) return late;
  late = await openCache();
  if (!late) {
    throw new Error("late cache missing"); // want: raisederror
  }
  return late;
}

async function getReset(): Promise<Cache> {
  if (reset !== null) return reset;
  reset = await openCache();
  if (reset === null) {
    throw new Error("reset cache missing"); // want: raisederror
  }
  return reset;
}

async function getUnawaited(): Promise<Cache> {
  if (unawaited) return unawaited;
  unawaited = await openCache();
  if (!unawaited) {
    throw new Error("unawaited cache missing"); // want: raisederror
  }
  return unawaited;
}

server.registerTool("lookup", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const a = await getLate();
  if (!a) {
    throw new Error("no late cache"); // want: raisederror
  }
  const b = await getReset();
  const c = await getUnawaited();
  return { content: [{ type: "text", text: [await a.lookup(id), await b.lookup(id), await c.lookup(id)].join("\n") }] };
});

server.registerTool("flush", { inputSchema: {} }, async () => {
  reset = null; // empties it: the next call fills it again, inside a tool
  return { content: [{ type: "text", text: "flushed" }] };
});

async function main() {
  await getReset();
  getUnawaited(); // not awaited: the server may start before it is filled
  await server.connect(new StdioServerTransport());
  await getLate(); // after the server started
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
