// A catch-all rethrow around helpers that fail in more than one call.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { itemCount, removeItem } from "./store.js";

const server = new Server({ name: "shelf", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const path = String(request.params.arguments?.path);
  try {
    if (request.params.name === "remove") {
      removeItem(path, String(request.params.arguments?.key));
      return { content: [{ type: "text" as const, text: "removed" }] };
    }
    return { content: [{ type: "text" as const, text: String(itemCount(path)) }] };
  } catch (error) {
    // BAD: removeItem fails in openShelf and in storeShelf; itemCount in readShelf's file read
    // and in checkShelf behind it.
    throw error; // want: protocolerror related=src/rethrow/store.ts:14,src/rethrow/store.ts:15,src/rethrow/store.ts:19,src/rethrow/store.ts:20,src/rethrow/store.ts:27,src/rethrow/store.ts:29,src/rethrow/store.ts:33,src/rethrow/store.ts:35,src/rethrow/store.ts:39,src/rethrow/store.ts:8
  }
});
