// Negatives: a catch whose tests are no plain class tests names every origin at each rethrow.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { NotFound } from "./errors.js";
import { findBed, plant } from "./ops.js";

export function serveLoose(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    try {
      const id = String(req.params.arguments?.id ?? "");
      if (id === "") {
        throw new NotFound("no id");
      }
      const text = JSON.stringify(req.params.name === "find" ? await findBed(id) : await plant(id));
      return { content: [{ type: "text", text }] };
    } catch (error) {
      // More than a class test: other NotFounds go on to the throw below.
      if (error instanceof NotFound && error.message.length > 0) {
        throw new Error(`missing: ${error.message}`); // want: protocolerror related=12,src/classbranches/ops.ts:16,src/classbranches/ops.ts:19,src/classbranches/ops.ts:8,src/classbranches/ops.ts:9
      }
      if (error instanceof NotFound) {
        // The branch may go on past its log: NotFounds are not taken from the throw below.
        console.error(error);
      }
      throw error; // want: protocolerror related=12,src/classbranches/ops.ts:16,src/classbranches/ops.ts:19,src/classbranches/ops.ts:8,src/classbranches/ops.ts:9
    }
  });
}
