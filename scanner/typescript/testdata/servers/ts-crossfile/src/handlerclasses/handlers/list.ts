import { BaseHandler } from "./base.js";

declare const store: { list(folder: string): Promise<string[]> };

export class ListNotesHandler extends BaseHandler {
  async runTool(args: { folder: string }, session: string) {
    const folder = this.folderOf(session, args.folder);
    try {
      const notes = await store.list(folder);
      return { content: [{ type: "text" as const, text: notes.join("\n") }] };
    } catch (error) {
      this.failWith(error);
    }
  }
}
