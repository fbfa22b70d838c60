// The base class of the clients: its request helper rewraps a failed fetch in a catch.
export class BaseClient {
  constructor(protected readonly base: string) {}

  protected async request<T>(path: string): Promise<T> {
    try {
      const res = await fetch(`${this.base}/${path}`);
      return (await res.json()) as T;
    } catch (error) {
      throw new Error(`Orchard request failed: ${String(error)}`); // want: raisederror related=src/instancegetter/clients.ts:7,src/instancegetter/server.ts:10,src/instancegetter/server.ts:25,src/instancegetter/server.ts:9
    }
  }
}
