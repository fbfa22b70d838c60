import { BaseHandler } from "./base.js";

declare const store: { add(title: string, tags: string[]): Promise<string> };

export class AddNoteHandler extends BaseHandler {
  async runTool(args: { title: string; tags: string[] }, _session: string) {
    if (args.tags.length > 10) {
      throw new Error("a note takes at most 10 tags"); // want: raisederror related=src/handlerclasses/registry.ts:59,src/handlerclasses/registry.ts:63,src/handlerclasses/server.ts:33
    }
    const id = await store.add(args.title, args.tags);
    return { content: [{ type: "text" as const, text: `added note ${id}` }] };
  }
}
