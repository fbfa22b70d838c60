// A handler the barrel re-exports by name (export { CleanupHandler } from).
export class CleanupHandler {
  async handle(args: { days?: number }) {
    if (args.days === undefined) {
      // BAD: the cleanup tool calls this through the barrel.
      throw new Error("days is required"); // want: protocolerror related=src/classkeys/server.ts:23,src/classkeys/server.ts:43
    }
    return { content: [{ type: "text" as const, text: `cleaned ${args.days} days` }] };
  }
}

// FINE: not re-exported, and no tool calls its handle.
export class HiddenHandler {
  async handle() {
    throw new Error("hidden");
  }
}
