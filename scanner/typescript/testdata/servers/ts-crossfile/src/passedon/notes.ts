// The notes server's dispatcher: one try around every tool's body, whose catch passes on each
// tool's failures (more than five, through a rewrap and a try/finally too) as JSON-RPC errors.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

declare const files: { exists(p: string): Promise<boolean>; read(p: string): Promise<string> };
declare const api: { post(path: string, body: unknown): Promise<{ data?: { id?: string } }> };
declare function audit(event: string): void;

export async function dispatch(name: string, args: Record<string, unknown>) {
  try {
    switch (name) {
      case "read_note": {
        if (typeof args.path !== "string") throw new McpError(ErrorCode.InvalidParams, "path must be a string");
        if (!(await files.exists(args.path))) throw new McpError(ErrorCode.InvalidParams, `no note at ${args.path}`);
        return text(await files.read(args.path));
      }
      case "save_note": {
        if (typeof args.body !== "string") throw new McpError(ErrorCode.InvalidParams, "body must be a string");
        if (args.body.length > 4096) throw new McpError(ErrorCode.InvalidParams, "body is over 4096 characters");
        let id: string | undefined;
        try {
          id = (await api.post("/notes", { body: args.body })).data?.id;
          // Not named: the catch below rewraps it, and its throw is named instead.
          if (!id) throw new McpError(ErrorCode.InternalError, "the store answered without an id");
        } catch (error) {
          throw new McpError(ErrorCode.InternalError, `saving failed: ${error}`);
        }
        return text(id);
      }
      case "tag_note": {
        try {
          // Named: a try without a catch passes it on.
          if (!Array.isArray(args.tags)) throw new McpError(ErrorCode.InvalidParams, "tags must be a list");
          if (args.tags.length === 0) throw new McpError(ErrorCode.InvalidParams, "give at least one tag");
          return text(args.tags.join(", "));
        } finally {
          audit("tag_note");
        }
      }
      default:
        // Not named: an unknown tool is a JSON-RPC error by the spec.
        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
  } catch (error) {
    // BAD: every tool's failure above reaches the client as a JSON-RPC error.
    throw error; // want: protocolerror function=dispatch related=13,14,18,19,26,33,34,src/passedon/server.ts:11,src/passedon/server.ts:12
  }
}

// FINE: the same catch-all, but no tool calls this function.
export async function dispatchArchived(name: string, args: Record<string, unknown>) {
  try {
    if (typeof args.path !== "string") throw new McpError(ErrorCode.InvalidParams, "path must be a string");
    if (name !== "read_archive") throw new McpError(ErrorCode.InvalidParams, `no archived tool ${name}`);
    return text(await files.read(args.path));
  } catch (error) {
    throw error;
  }
}

function text(s: string) {
  return { content: [{ type: "text" as const, text: s }] };
}
