// A low-level tools/call handler with the same retry loops: protocolerror shares the check.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const MAX_TRIES = 3;

export function registerLowRetries(server: Server, load: () => Promise<string>) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (request.params.name === "load") {
      for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
        try {
          return { content: [{ type: "text", text: await load() }] };
        } catch (e) {
          if (attempt >= MAX_TRIES) throw e; // want: protocolerror
        }
      }
      throw new Error("load failed"); // FINE: the last attempt throws
    }
    for (let attempt = 1; attempt < MAX_TRIES; attempt++) {
      try {
        return { content: [{ type: "text", text: await load() }] };
      } catch (e) {
        if (attempt >= MAX_TRIES) throw e; // want: protocolerror
        // (attempt stops at MAX_TRIES - 1: a guard the scan does not judge)
      }
    }
    throw new Error("reload failed"); // want: protocolerror
  });
}
