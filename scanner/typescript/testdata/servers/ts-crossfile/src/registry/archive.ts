// The archive tool's handler object, which the registry's tools/call handler calls.
export class ArchiveHandler {
  async handle(args: any) {
    if (typeof args?.path !== "string") {
      // BAD: a missing argument becomes a JSON-RPC error the model never sees.
      throw new Error("path is required"); // want: protocolerror related=src/registry/server.ts:18,src/registry/server.ts:23
    }
    return { content: [{ type: "text" as const, text: `archived ${args.path}` }] };
  }
}
