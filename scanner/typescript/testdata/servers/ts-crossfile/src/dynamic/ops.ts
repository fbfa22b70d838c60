// Operations a server imports when a tool is called (await import), as a whole module.
export async function purge(args: Record<string, unknown>) {
  if (typeof args.before !== "string") {
    // BAD: the purge tool calls this as ops.purge.
    throw new Error("before must be a date"); // want: protocolerror related=src/dynamic/server.ts:8,src/dynamic/server.ts:24
  }
  return { content: [{ type: "text" as const, text: `purged before ${args.before}` }] };
}

// FINE: the compact tool calls the server's own compact; only maintenance, no tool, calls this.
export async function compact(days: number) {
  if (days < 1) {
    throw new Error("days must be positive");
  }
}
