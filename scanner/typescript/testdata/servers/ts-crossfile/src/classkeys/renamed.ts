// A class exported under another name: the server's calls of ArchiveHandler's handle name
// this module's ArchiveImpl.
class ArchiveImpl {
  async handle(args: { id?: string }) {
    if (!args.id) {
      // BAD: the archive tool calls this as ArchiveHandler's handle.
      throw new Error("id is required to archive"); // want: protocolerror related=src/classkeys/server.ts:23,src/classkeys/server.ts:43
    }
    return { content: [{ type: "text" as const, text: `archived ${args.id}` }] };
  }
}

export { ArchiveImpl as ArchiveHandler };
