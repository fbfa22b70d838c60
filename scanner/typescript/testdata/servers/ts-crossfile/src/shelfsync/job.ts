// The sync job takes its services out of its options by destructuring: `shelf` is the
// options' Shelf member, so `shelf.ensure()` runs each class implementing Shelf.
import { Shelf } from "./types.js";

export interface JobOptions {
  /** Null when no shelf is configured. */
  shelf: Shelf | null;
  store: Map<string, string>;
}

export async function runJob(options: JobOptions): Promise<string> {
  const { shelf, store } = options;
  if (!shelf) {
    return "no shelf configured";
  }
  // `store` is a Map: its clear is the library's, and no Shelf's wipe.
  store.clear();
  await shelf.ensure();
  return "synced";
}
