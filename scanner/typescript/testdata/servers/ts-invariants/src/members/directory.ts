// A directory client: some methods always hand back a value that is never falsy, others may not.
export class Directory {
  private cache = new Map<string, { id: string; name: string }>();

  private async load(): Promise<void> {
    if (this.cache.size === 0) {
      const res = await fetch("https://directory.invalid/people");
      for (const p of (await res.json()) as { id: string; name: string }[]) this.cache.set(p.id, p);
    }
  }

  // Always a Map, empty or not.
  async peopleById(ids: string[]) {
    await this.load();
    return new Map(ids.map((id) => [id, this.cache.get(id)]));
  }

  // Always an object literal or a throw.
  summary(id: string) {
    if (!id) throw new Error("id is required"); // want: raisederror
    return { id, known: this.cache.has(id) };
  }

  // May hand back undefined.
  async person(id: string) {
    await this.load();
    return this.cache.get(id);
  }

  // Falls off its end when nothing matches.
  async team(name: string) {
    if (name === "core") {
      return ["ana", "bo"];
    }
  }
}
