// Module singletons handed out by the class asked for, and a describer that returns no client.
import { TreeClient, SeedClient } from "./clients.js";

const trees = new TreeClient("https://orchard.example");
const seeds = new SeedClient("https://orchard.example");

// The signature says it returns an instance of the class it is given.
export function clientFor<T>(cls: new (...args: any[]) => T): T {
  if (cls === TreeClient) return trees as any;
  return seeds as any;
}

export interface Describer {
  prune(id: string): Promise<void>;
}

// Its signature returns a Describer, whatever class it is given.
export function describe<T>(cls: new (...args: any[]) => T): Describer {
  return { prune: async () => undefined };
}

// A getter that answers each class it tests and throws for any other.
export function strictClientFor<T>(cls: new (...args: any[]) => T): T {
  if (cls === TreeClient) return trees as any;
  if (cls === SeedClient) {
    return seeds as any;
  }
  // FINE: every call passes TreeClient or SeedClient (server.ts).
  throw new Error(`Unknown client class: ${cls.name}`);
}

// A getter that tests one class, and a call passes another.
export function treeClientFor<T>(cls: new (...args: any[]) => T): T {
  if (cls === TreeClient) return trees as any;
  throw new Error(`No client for ${cls.name}`); // want: raisederror
}
