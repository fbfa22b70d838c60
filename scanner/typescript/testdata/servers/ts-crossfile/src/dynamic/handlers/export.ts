// A handler the server imports through the barrel, by await import.
export class ExportHandler {
  async run(args: Record<string, unknown>) {
    if (typeof args.format !== "string") {
      // BAD: the export tool calls this.
      throw new Error("format is required"); // want: protocolerror related=src/dynamic/server.ts:8,src/dynamic/server.ts:17
    }
    return { content: [{ type: "text" as const, text: `exported as ${args.format}` }] };
  }
}
