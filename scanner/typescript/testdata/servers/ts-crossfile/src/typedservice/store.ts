// No needle: parsed because it implements an interface (Admit), whose calls reach its methods.
import type { IStore } from "./types.js";

export class HttpStore implements IStore {
  constructor(private readonly base: string) {
    if (!base) {
      throw new Error("no base URL"); // FINE: start-up, no tool constructs the store
    }
  }

  async get(id: string): Promise<string> {
    return this.request(`/items/${id}`);
  }

  async put(id: string, v: string): Promise<void> {
    try {
      await fetch(`${this.base}/items/${id}`, { method: "PUT", body: v });
    } catch {
      // FINE: put swallows its failures
    }
  }

  private async request(path: string): Promise<string> {
    const res = await fetch(this.base + path);
    if (!res.ok) {
      throw new Error(`store error ${res.status}`); // want: raisederror related=src/typedservice/tools/audited.ts:9,src/typedservice/tools/audited.ts:11,src/typedservice/store.ts:12,src/typedservice/tools/get.ts:8
    }
    return res.text();
  }
}

// FINE: a class with a method of the same name that implements nothing the tools call through.
export class Cache {
  async get(id: string): Promise<string> {
    throw new Error(`cache miss ${id}`);
  }
}
