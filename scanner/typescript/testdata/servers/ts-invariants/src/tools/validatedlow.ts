// The same tests in a low-level tools/call handler: the Server validates no arguments against a
// tool's schema, so the check runs, and its throw is a protocol error; after the handler's own
// parse it cannot fail.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const KINDS = ["text", "blob"] as const;
export const FetchShape = { kind: z.enum(KINDS) };

export function registerLowFetch(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = request.params.arguments as { kind: string };
    if (!KINDS.includes(args.kind as "text")) {
      throw new Error(`Invalid kind: ${args.kind}`); // want: protocolerror
    }
    return { content: [{ type: "text", text: args.kind }] };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { kind } = z.object(FetchShape).parse(request.params.arguments); // want: protocolerror
    if (!KINDS.includes(kind)) {
      throw new Error(`Invalid kind: ${kind}`); // GOOD: the parse let through only KINDS
    }
    return { content: [{ type: "text", text: kind }] };
  });
}
