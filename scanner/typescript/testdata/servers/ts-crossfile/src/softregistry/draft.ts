// A handler class the registry in local.ts does not hold.
export class DraftHandler {
  async handle(args: any) {
    if (!args?.body) {
      // FINE: the registry holds no DraftHandler; no tool returns this.
      return { content: [{ type: "text" as const, text: "Error: body is required" }] };
    }
    return { content: [{ type: "text" as const, text: "drafted" }] };
  }
}
