// A tool function that rewraps its failures: the rewrap reaches the client, with the message of
// the throw in its try inside.
declare const registry: { meta(name: string): Promise<object | undefined> };

export async function handleMeta(args: { name: string }) {
  try {
    const m = await registry.meta(args.name);
    if (!m) {
      // FINE as a finding of its own: the catch below throws a new error in its place, whose
      // finding names this one.
      throw new Error(`No metadata for ${args.name}`);
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(m) }] };
  } catch (error) {
    // BAD: a new error leaves the tools/call handler.
    throw new Error(`Failed to read metadata for ${args.name}: ${String(error)}`); // want: protocolerror related=11,src/breaker/server.ts:22,src/breaker/server.ts:28,src/breaker/tools.ts:6
  }
}
