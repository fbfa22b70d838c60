// Clients that inherit the request helper of the base class.
import { BaseClient } from "./base";

export class TreeClient extends BaseClient {
  async listTrees(): Promise<unknown[]> {
    // The inherited helper: a tool that reaches this method reaches its throw.
    return this.request<unknown[]>("trees");
  }

  async prune(id: string): Promise<void> {
    // FINE: only a call through a function that returns no TreeClient names this method.
    if (!id) throw new Error("no tree id");
  }
}

export class SeedClient extends BaseClient {
  async plant(kind: string): Promise<void> {
    if (!kind) throw new Error("no seed kind"); // want: raisederror related=src/instancegetter/server.ts:20,src/instancegetter/server.ts:21,src/instancegetter/server.ts:31
  }
}
