// The same tests in a low-level tools/call handler: the Server validates no arguments against a
// tool's schema, so the check runs, and its throw is a protocol error.
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
}
