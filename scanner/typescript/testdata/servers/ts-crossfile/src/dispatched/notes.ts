// The note tools' handlers, which the server wires into a registry's table.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export class NoteHandlers {
  async handleAddNote(args: any) {
    if (typeof args?.title !== "string") {
      // BAD: the registry's dispatch lets it through to the low-level handler: a JSON-RPC error.
      throw new McpError(ErrorCode.InvalidParams, "title is required"); // want: protocolerror related=src/dispatched/server.ts:25,src/dispatched/server.ts:26,src/dispatched/registry.ts:20,src/dispatched/server.ts:18
    }
    return { content: [{ type: "text" as const, text: `added ${args.title}` }] };
  }

  async handleListNotes(args: any) {
    try {
      if (typeof args?.folder !== "string") {
        // FINE: caught below and answered with an isError result.
        throw new Error("folder is required");
      }
      return { content: [{ type: "text" as const, text: `notes of ${args.folder}` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `List failed: ${error}` }], isError: true }; // want: errorresult
    }
  }

  // FINE: no table entry calls it; no tool reaches it.
  async handleDropNotes(args: any) {
    throw new Error(`cannot drop ${args?.folder}`);
  }
}

// Handlers that a registry answering their failures dispatches.
export class ArchiveHandlers {
  async handleArchive(args: any) {
    if (typeof args?.id !== "string") {
      // FINE: the safe registry's dispatch catches it and answers with an isError result.
      throw new Error("id is required");
    }
    return { content: [{ type: "text" as const, text: `archived ${args.id}` }] };
  }
}
