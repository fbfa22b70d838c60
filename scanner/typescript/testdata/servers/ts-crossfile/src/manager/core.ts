import { DeleteNote, ListNotes } from "./tools/index.js";

export class NotesManager {
  private tools: {
    deleteNote: DeleteNote;
    listNotes: ListNotes;
  };

  constructor(private host: string) {
    this.tools = { deleteNote: new DeleteNote(host), listNotes: new ListNotes(host) };
  }

  async deleteNote(id: string): Promise<string> {
    return await this.tools.deleteNote.call(id);
  }

  // An async callback's throw rejects its promise, which the try around Promise.any catches;
  // the one around Promise.all below lets it through.
  async findPort(): Promise<number | null> {
    const checks = [1, 2].map(async (port) => {
      if (port > 1) return port;
      throw new Error("not this port");
    });
    try {
      return await Promise.any(checks);
    } catch {
      return null;
    }
  }

  async allPorts(): Promise<number[]> {
    return await Promise.all([1, 2].map(async (port) => {
      if (port > 1) return port;
      throw new Error(`port ${port} is closed`); // want: raisederror related=src/manager/tool.ts:17,src/manager/tool.ts:18
    }));
  }
}

export function initManager(host: string): NotesManager {
  return new NotesManager(host);
}
