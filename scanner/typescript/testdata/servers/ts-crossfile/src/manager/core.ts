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

// An async function's throw rejects the promise a plain callback returns: allSettled keeps it as
// a value, Promise.all rejects with it.
async function probeShelf(shelf: number): Promise<number> {
  if (shelf < 0) {
    throw new Error(`shelf ${shelf} is out of range`);
  }
  return shelf * 2;
}

async function weighShelf(shelf: number): Promise<number> {
  if (shelf > 9) {
    throw new Error(`shelf ${shelf} is too heavy`); // want: raisederror related=src/manager/core.ts:61,src/manager/tool.ts:25,src/manager/tool.ts:26
  }
  return shelf;
}

export async function probeShelves(shelves: number[]): Promise<number[]> {
  const results = await Promise.allSettled(shelves.map((s) => probeShelf(s)));
  return results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
}

export async function weighShelves(shelves: number[]): Promise<number[]> {
  return await Promise.all(shelves.map((s) => weighShelf(s)));
}

export function initManager(host: string): NotesManager {
  return new NotesManager(host);
}
