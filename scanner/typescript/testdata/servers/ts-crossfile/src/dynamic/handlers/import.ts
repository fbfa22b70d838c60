// A handler the server imports under another name (ImportHandler: Importer).
export class ImportHandler {
  async run(args: Record<string, unknown>) {
    if (typeof args.file !== "string") {
      // BAD: the import tool calls this.
      throw new Error("file is required"); // want: protocolerror related=src/dynamic/server.ts:8,src/dynamic/server.ts:21
    }
    return { content: [{ type: "text" as const, text: `imported ${args.file}` }] };
  }
}
