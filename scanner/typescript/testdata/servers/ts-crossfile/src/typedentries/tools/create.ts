// A tool module's entry, declared with the entry type and exported on its own.
import type { ToolEntry } from "../types.js";

const tool: ToolEntry = {
  name: "create_note",
  description: "Create a note",
  inputSchema: { type: "object", properties: { title: { type: "string" } } },
  call: async (args: unknown) => {
    const title = (args as { title?: string }).title;
    if (!title) {
      // BAD: the manager's tool.call(args) lets it out to the low-level handler: a JSON-RPC error.
      throw new Error("title is required"); // want: protocolerror related=4,src/typedentries/server.ts:7,src/typedentries/server.ts:8,src/typedentries/manager.ts:25
    }
    return { created: title };
  },
};

export default tool;
