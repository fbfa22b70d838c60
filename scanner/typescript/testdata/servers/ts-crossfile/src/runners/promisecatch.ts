// Helpers that run an operation and answer its rejection through the promise's catch: what the
// catch callback returns is what the helper returns, and the tools return that as their own.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const kiln: { fire(id: string): Promise<{ temp: number }>; cool(id: string): Promise<string[]> };

function answered<T>(op: () => Promise<T>): Promise<{ content: Array<{ type: "text"; text: string }> }> {
  return op()
    .then((value) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] }))
    .catch((error) => ({ // want: softerror
      content: [{ type: "text" as const, text: `Error: ${error instanceof Error ? error.message : String(error)}` }],
    }));
}

function flagged<T>(op: () => Promise<T>) {
  return op()
    .then((value) => ({ content: [{ type: "text" as const, text: JSON.stringify(value) }] }))
    // FINE: the catch sets isError.
    .catch((error) => ({ isError: true, content: [{ type: "text" as const, text: `Error: ${String(error)}` }] })); // want: errorresult
}

function listed(id: string) {
  // FINE: a rejection becomes an empty list, no failure text.
  return kiln.cool(id).catch(() => []);
}

const server = new McpServer({ name: "kiln", version: "1.0.0" });

server.tool("fire", { id: z.string() }, async ({ id }) => answered(() => kiln.fire(id)));
server.tool("fire-flagged", { id: z.string() }, async ({ id }) => flagged(() => kiln.fire(id)));
server.tool("cool", { id: z.string() }, async ({ id }) => {
  const shards = await listed(id);
  return { content: [{ type: "text" as const, text: shards.join(", ") }] };
});
