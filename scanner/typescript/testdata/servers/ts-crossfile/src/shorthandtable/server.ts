// A low-level server whose tools/call handler looks the handler up in a table written with
// shorthand entries of imported functions.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { audit, cancel, reserve } from "./seats.js";
import hold from "./hold.js";

const HANDLERS = { reserve, cancel, hold };

export function describeAudit() {
  return audit.name;
}

export function serveSeats(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const handler = HANDLERS[request.params.name as keyof typeof HANDLERS];
    if (!handler) {
      return { content: [{ type: "text" as const, text: "unknown tool" }], isError: true }; // want: errorresult
    }
    return handler(request.params.arguments as { seat?: string; minutes?: number });
  });
}
