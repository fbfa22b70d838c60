// A registry kept in a plain object: add stores the handler it is given as its second argument
// under the tool's name, and run answers with the JSON of what the looked-up handler returns.
type Handler = (args: any) => Promise<unknown>;

export class Catalog {
  private entries: Record<string, Handler> = {};

  add(def: { name: string }, handler: Handler): void {
    this.entries[def.name] = handler;
  }

  async run(name: string, args: unknown) {
    const handler = this.entries[name];
    if (!handler) {
      throw new Error(`Unknown tool: ${name}`);
    }
    const result = await handler(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  }
}

export const catalog = new Catalog();
