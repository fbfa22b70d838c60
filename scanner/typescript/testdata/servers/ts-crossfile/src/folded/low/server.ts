// A low-level tools/call handler: the throws of the callbacks its calls run at once (fold,
// orThrow's error, an array's map) reach the client as JSON-RPC errors, as its own throws do.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Either, Option } from "functype";
import { countOf } from "./store.js";

declare function openedStore(): Option<{ read(key: string): Either<Error, string> }>;
declare const events: { on(name: string, cb: (e: unknown) => void): void };

const server = new Server({ name: "store", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  switch (request.params.name) {
    case "read": {
      const store = openedStore().orThrow(new Error("store not opened")); // want: protocolerror
      const text = store.read(args.key).fold(
        (err) => {
          throw new Error(`read failed: ${err.message}`); // want: protocolerror
        },
        (value) => value,
      );
      return { content: [{ type: "text", text }] };
    }
    case "read_many": {
      const keys = args.keys.split(",");
      const texts = keys.map((key) => {
        if (!key) throw new Error("empty key"); // want: protocolerror
        return key.trim();
      });
      // FINE: a listener the handler only sets up.
      events.on("closed", () => {
        throw new Error("store closed");
      });
      return { content: [{ type: "text", text: texts.join("\n") }] };
    }
    case "count":
      return { content: [{ type: "text", text: String(countOf(args.kind)) }] };
    case "wait":
      // BAD, once: the executor's throw rejects the promise the handler returns (executorErrors).
      return new Promise((resolve) => {
        if (!args.ms) throw new Error("ms is required"); // want: protocolerror
        setTimeout(() => resolve({ content: [{ type: "text", text: "waited" }] }), Number(args.ms));
      });
    case "safe_read":
      try {
        // FINE: the handler's catch answers what the callback throws.
        const value = openedStore()
          .orThrow(new Error("store not opened"))
          .read(args.key)
          .fold(
            (err) => {
              throw new Error(`read failed: ${err.message}`);
            },
            (v) => v,
          );
        return { content: [{ type: "text", text: value }] };
      } catch (error) {
        return { content: [{ type: "text", text: `read failed: ${String(error)}` }], isError: true }; // want: errorresult
      }
  }
  return { content: [{ type: "text", text: "unknown tool" }], isError: true }; // want: errorresult
});
