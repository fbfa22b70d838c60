// The API client the tools call: each method catches the HTTP failure and throws its own error.
import { NotesError } from "./errors.js";

export class NotesClient {
  async search(query: string): Promise<string[]> {
    try {
      const res = await fetch(`https://notes.example/search?q=${encodeURIComponent(query)}`);
      return (await res.json()) as string[];
    } catch (error) {
      // FINE: search_notes replaces it in its catch (a new UserError on every path), whose
      // throws are the findings and name this one.
      throw new NotesError(`searching notes: ${String(error)}`);
    }
  }

  async fetchNote(id: string): Promise<string> {
    const res = await fetch(`https://notes.example/${encodeURIComponent(id)}`);
    if (!res.ok) {
      // BAD: get_note's catch throws the caught error itself (after logging it): it reaches
      // the SDK as it is.
      throw new NotesError(`note ${id}: ${res.status}`); // want: raisederror related=src/replacedclient/server.ts:33,src/replacedclient/server.ts:35
    }
    return res.text();
  }

  async count(): Promise<number> {
    const res = await fetch("https://notes.example/count");
    if (!res.ok) {
      // BAD: count_notes replaces it, but quick_count calls count in no try (related shows
      // that way).
      throw new NotesError(`count: ${res.status}`); // want: raisederror related=src/replacedclient/server.ts:60,src/replacedclient/server.ts:60
    }
    return Number(await res.text());
  }
}
