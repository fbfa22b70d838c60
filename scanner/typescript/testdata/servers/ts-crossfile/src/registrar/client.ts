// The API client the registration modules are handed.
export class NotesClient {
  constructor(private readonly base: string) {}

  async list(): Promise<unknown> {
    const res = await fetch(`${this.base}/notes`);
    if (!res.ok) {
      throw new Error(`HTTP ${res.status}`); // want: raisederror related=src/registrar/notes.ts:7,src/registrar/notes.ts:10
    }
    return res.json();
  }
}
