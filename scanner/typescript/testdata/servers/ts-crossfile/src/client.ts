// An API client: no MCP import, so only a wanted module brings it into the scan.
export class NotesClient {
  constructor(private base: string) {}

  async read(id: string): Promise<string> {
    const r = await fetch(`${this.base}/notes/${id}`);
    return r.text();
  }

  async search(q: string): Promise<{ hits: string[] } | { error: string }> {
    try {
      const r = await fetch(`${this.base}/search?q=${encodeURIComponent(q)}`);
      return { hits: (await r.json()) as string[] };
    } catch (e) {
      // the failure handed back as an ordinary value
      const message = e instanceof Error ? e.message : String(e);
      return { error: message };
    }
  }

  async remove(id: string): Promise<void> {
    const r = await fetch(`${this.base}/notes/${id}`, { method: "DELETE" });
    if (r.status === 423) {
      throw new Error(`note ${id} is locked`); // want: raisederror function=NotesClient.remove related=src/index.ts:43,src/index.ts:45
    }
  }

  async archive(id: string): Promise<void> {
    const r = await fetch(`${this.base}/notes/${id}/archive`, { method: "POST" });
    if (!r.ok) {
      // FINE: the only tool that calls it catches what it throws.
      throw new Error(`archive of ${id} failed`);
    }
  }

  async purge(id: string): Promise<void> {
    const r = await fetch(`${this.base}/notes/${id}/purge`, { method: "POST" });
    if (!r.ok) {
      // FINE: the purge tool's wrapper catches what it throws.
      throw new Error(`purge of ${id} failed`);
    }
  }

  async touch(id: string): Promise<void> {
    const r = await fetch(`${this.base}/notes/${id}/touch`, { method: "POST" });
    if (!r.ok) {
      // FINE: the touch tool calls it in a callback inside its own try.
      throw new Error(`touch of ${id} failed`);
    }
  }

  async count(): Promise<number> {
    const r = await fetch(`${this.base}/count`);
    return Number(await r.text());
  }
}

// Helpers whose throws leave them through a callback or a catch that rewraps them.
export function checkTags(tags: string[]): string[] {
  return tags.map((t) => {
    if (t.includes(",")) {
      throw new Error(`tag ${t} holds a comma`); // want: raisederror function=checkTags related=src/index.ts:92,src/index.ts:93
    }
    return t.trim();
  });
}

export function parseLimit(raw: string): number {
  try {
    const n = Number.parseInt(raw, 10);
    if (Number.isNaN(n)) {
      // GOOD for the rule: the catch below throws a new error in its place, the site.
      throw new Error(`limit ${raw} is not a number`);
    }
    return n;
  } catch (e) {
    throw new Error(`bad limit: ${e}`); // want: raisederror function=parseLimit related=73,src/index.ts:92,src/index.ts:94
  }
}

export function parseOffset(raw: string): number {
  try {
    if (!/^\d+$/.test(raw)) {
      throw new Error(`offset ${raw} is not a number`); // FINE: the catch answers with a default
    }
    return Number(raw);
  } catch {
    return 0;
  }
}
