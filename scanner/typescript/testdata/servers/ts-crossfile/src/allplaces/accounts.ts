// Account operations that the allplaces server's first handler calls: each throws on several
// paths, and the rethrow names every throw.
import { checkLimit } from "./limits.js";

export async function openAccount(id: string, owner: string) {
  if (id.length === 0) throw new Error("id must not be empty");
  if (owner.length === 0) throw new Error("owner must not be empty");
  if (id.length > 12) {
    throw new Error(`id ${id} is too long`);
  }
  return { id, owner };
}

export async function closeAccount(id: string, balance: number) {
  if (balance > 0) throw new Error(`account ${id} still holds ${balance}`);
  if (balance < 0) throw new Error(`account ${id} is overdrawn`);
  return { id, closed: true };
}

// Passes on what checkLimit throws: named on the way to its throws.
export async function freezeAccount(id: string, amount: number) {
  checkLimit(amount);
  return { id, frozen: true };
}

// FINE: throws, but no tool calls it.
export async function purgeAccounts() {
  throw new Error("purging is not allowed");
}
