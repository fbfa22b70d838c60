// The note tools' handlers, one table of the tables handlers.js spreads.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export const noteHandlers = {
  add_note: async (args) => {
    if (typeof args.title !== "string") {
      // BAD: the dispatcher's catch rethrows it to the low-level handler: a JSON-RPC error.
      throw new McpError(ErrorCode.InvalidParams, "title is required");
    }
    return { content: [{ type: "text", text: `added ${args.title}` }] };
  },
};
