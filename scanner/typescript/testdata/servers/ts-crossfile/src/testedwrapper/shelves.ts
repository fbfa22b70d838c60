// Shelf lookups that answer a failure as a value: `{ ok: false, reason }` or `{ error }`.
import { readShelf } from "./store.js";

export async function countShelf(shelf: string) {
  try {
    return { ok: true, count: (await readShelf(shelf)).length };
  } catch (e) {
    return { ok: false, reason: `shelf ${shelf} unreadable: ${String(e)}` };
  }
}

export async function labelShelf(shelf: string) {
  if (!shelf.trim()) {
    return { error: "a shelf name is required" };
  }
  return { label: shelf.toUpperCase() };
}
