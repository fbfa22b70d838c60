// A low-level handler whose own try answers every failure with an isError result: a promise it
// returns from that try without await is answered by none, and what it rejects with reaches the
// client as a JSON-RPC error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare const store: { read(key: string): Promise<string | undefined>; write(key: string, v: string): Promise<void> };

const server = new Server({ name: "shelves", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as { key?: string; value?: string };
  try {
    switch (request.params.name) {
      case "read_shelf":
        // BAD: readShelf is async and its promise leaves the try unawaited.
        return readShelf(String(args.key));
      case "write_shelf":
        // FINE: awaited.
        return await writeShelf(String(args.key), String(args.value));
      case "count_shelf":
        // FINE: the rejection is answered by the catch chained on the promise.
        return countShelf(String(args.key)).catch((e) => ({ content: [{ type: "text" as const, text: `count failed: ${e}` }], isError: true })); // want: errorresult
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Error: ${error}` }], isError: true }; // want: errorresult
  }
});

async function readShelf(key: string) {
  const v = await store.read(key);
  if (v === undefined) {
    throw new Error(`no shelf ${key}`); // want: protocolerror related=11,17
  }
  return { content: [{ type: "text" as const, text: v }] };
}

async function writeShelf(key: string, value: string) {
  if (!value) {
    throw new Error("value is required");
  }
  await store.write(key, value);
  return { content: [{ type: "text" as const, text: `wrote ${key}` }] };
}

async function countShelf(key: string) {
  const v = await store.read(key);
  if (v === undefined) {
    throw new Error(`no shelf ${key}`);
  }
  return { content: [{ type: "text" as const, text: String(v.length) }] };
}
