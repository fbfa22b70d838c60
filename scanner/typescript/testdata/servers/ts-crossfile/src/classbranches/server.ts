// A low-level tools/call handler whose catch tells errors apart by class: each rethrow names in
// related only the origins that reach it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { NotFound, Conflict } from "./errors.js";
import { findBed, plant } from "./ops.js";

const Args = z.object({ id: z.string() });

function isConflict(e: unknown): e is Conflict {
  return e instanceof Conflict;
}

export function serve(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    try {
      const args = Args.parse(req.params.arguments);
      if (args.id.length > 12) {
        throw new Conflict("the id is too long");
      }
      const text = JSON.stringify(req.params.name === "find" ? await findBed(args.id) : await plant(args.id));
      return { content: [{ type: "text", text }] };
    } catch (error) {
      if (error instanceof z.ZodError) {
        throw new Error(`Invalid input: ${error.message}`); // want: protocolerror related=18
      }
      if (error instanceof NotFound) {
        throw error; // want: protocolerror related=src/classbranches/ops.ts:9
      }
      if (isConflict(error)) {
        throw new Error(`conflict: ${error.message}`); // want: protocolerror related=20,src/classbranches/ops.ts:16
      }
      throw error; // want: protocolerror related=src/classbranches/ops.ts:19,src/classbranches/ops.ts:8
    }
  });
}
