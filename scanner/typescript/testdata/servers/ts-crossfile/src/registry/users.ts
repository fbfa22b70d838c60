// A tool function of the table in tools.ts.
export async function lookupUser(args: any) {
  if (typeof args?.id !== "string") {
    // BAD: sent as a JSON-RPC error through the dispatcher's rethrow (named by its finding).
    throw new Error("id must be a string");
  }
  return { content: [{ type: "text" as const, text: `user ${args.id}` }] };
}

// FINE: in no table; no tool calls it.
export async function deleteUser(args: any) {
  throw new Error(`cannot delete ${args?.id}`);
}
