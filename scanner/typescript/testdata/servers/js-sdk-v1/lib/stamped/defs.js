// Tools of a table registered in a forEach through a closure defined in the loop body that
// calls the entry's handler with its own parameters and returns (and rethrows) what it gives:
// each entry's handler is the tool. 5-argument server.tool(name, desc, schema, annotations, cb).
import { z } from "zod";
import { listEntries } from "./ledger.js";

export const ledgerTools = [
  {
    name: "list_entries",
    description: "List a book's entries",
    schema: { book: z.string().optional() },
    handler: async (params) => {
      if (params.book && params.book.length > 40) {
        throw new Error("book must be at most 40 characters"); // want: raisederror outcome=iserror lang=javascript
      }
      return await listEntries(params);
    },
  },
];

export function registerLedgerTools(server, track) {
  ledgerTools.forEach((tool) => {
    const stamped = async (params) => {
      const started = Date.now();
      let result;
      try {
        result = await tool.handler(params);
        return result;
      } catch (err) {
        track(tool.name, err.message);
        throw err; // want: raisederror outcome=iserror lang=javascript
      } finally {
        track(tool.name, Date.now() - started);
      }
    };
    const annotations = { ...tool.annotations };
    server.tool(tool.name, tool.description, tool.schema, annotations, stamped);
  });
}
