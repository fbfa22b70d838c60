// Not a delegation: the loop's closure answers the handler's throws with an isError result of
// its own (no raisederror), or returns a text of its own whatever the handler gives back (the
// handler's failure text never reaches the client).
import { z } from "zod";
import { listEntries, touchEntries } from "./ledger.js";

export const guardedTools = [
  {
    name: "count_entries",
    description: "Count a book's entries",
    schema: { book: z.string().optional() },
    handler: async (params) => {
      if (!params.book) {
        throw new Error("book is required"); // fine: the closure answers it with isError
      }
      return await listEntries(params);
    },
  },
];

export const quietTools = [
  {
    name: "touch_entries",
    description: "Touch a book's entries",
    schema: { book: z.string() },
    handler: async (params) => {
      return await touchEntries(params); // what it gives back never reaches the client
    },
  },
];

export function registerGuardedTools(server) {
  guardedTools.forEach((tool) => {
    const answered = async (params) => {
      try {
        const result = await tool.handler(params);
        return result;
      } catch (err) {
        return { content: [{ type: "text", text: `${tool.name} failed: ${err.message}` }], isError: true }; // want: errorresult lang=javascript
      }
    };
    server.tool(tool.name, tool.description, tool.schema, {}, answered);
  });
  quietTools.forEach((tool) => {
    const stamped = async (params) => {
      await tool.handler(params);
      return { content: [{ type: "text", text: `${tool.name} done` }] };
    };
    server.tool(tool.name, tool.description, tool.schema, {}, stamped);
  });
}
