// A catch-all rethrow around a helper that rethrows what a file-reading helper throws.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { shelfSize } from "./store.js";

const server = new Server({ name: "shelf-size", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text" as const, text: String(shelfSize(String(request.params.arguments?.path))) }] };
  } catch (error) {
    // BAD: behind shelfSize's rethrow, readShelf only reads a file (a library call), but the
    // checkShelf it calls throws: that throw is named, then the calls up to shelfSize's try.
    throw error; // want: protocolerror related=src/rethrow/store.ts:8,src/rethrow/store.ts:15,src/rethrow/store.ts:39,src/rethrow/store.ts:44,src/rethrow/store.ts:46
  }
});
