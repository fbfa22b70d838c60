// Tool handlers of another module, put in a Map by a loop over a list of [definition, handler]
// pairs (server.ts).
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";

export const lookupDef = { name: "lookup", description: "Look a word up", inputSchema: { type: "object" } };

export const lookupHandler = async (client: any, args: Record<string, unknown>) => {
  try {
    const word = String(args.word ?? "");
    return { content: [{ type: "text" as const, text: await client.define(word) }] };
  } catch (error) {
    // BAD: the registry's lookup calls it from the low-level handler: a JSON-RPC error.
    throw new McpError(ErrorCode.InternalError, `lookup failed: ${error}`); // want: protocolerror
  }
};

export const spellDef = { name: "spell", description: "Spell a word", inputSchema: { type: "object" } };

export async function spellHandler(client: any) {
  if (!client.ready) {
    // BAD: called through the inline entry of the pair list.
    throw new McpError(ErrorCode.InvalidRequest, "speller not ready"); // want: protocolerror
  }
  return { content: [{ type: "text" as const, text: "ok" }] };
}

// FINE: in a pair list, but only the fixed "status" entry of its Map is ever called (fixed.ts).
export async function purgeHandler(_client: any) {
  throw new McpError(ErrorCode.InternalError, "purge is disabled");
}

// FINE: the Map holds a wrapper around it that answers every failure (wrapped.ts).
export async function renameHandler(_client: any, args: Record<string, unknown>) {
  if (!args.to) {
    throw new Error("to is required");
  }
  return { content: [{ type: "text" as const, text: `renamed to ${args.to}` }] };
}
