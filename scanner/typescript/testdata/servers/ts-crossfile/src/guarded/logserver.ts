// A low-level server whose catch rewraps what the log store throws: related names where that
// comes from, not a method of the store's own array.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { LogStore } from "./logs.js";

const store = new LogStore();
const server = new Server({ name: "logs", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  try {
    const lines = store.recent(args.levels as string[] | undefined, Number(args.count ?? 10));
    return { content: [{ type: "text", text: lines.join("\n") }] };
  } catch (error) {
    throw new Error(`logs failed: ${error}`); // want: protocolerror related=src/guarded/logs.ts:11,src/guarded/logs.ts:17
  }
});
