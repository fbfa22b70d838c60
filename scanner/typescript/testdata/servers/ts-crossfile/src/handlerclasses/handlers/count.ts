import { BaseHandler } from "./base.js";

declare const store: { list(folder: string): Promise<string[]> };

export class CountNotesHandler extends BaseHandler {
  async runTool(args: { folder: string }, session: string) {
    const notes = await store.list(this.folderOf(session, args.folder));
    if (notes.length === 0) {
      throw new Error(`no notes in ${args.folder}`); // want: raisederror related=src/handlerclasses/direct.ts:18,src/handlerclasses/direct.ts:20
    }
    return { content: [{ type: "text" as const, text: String(notes.length) }] };
  }
}
