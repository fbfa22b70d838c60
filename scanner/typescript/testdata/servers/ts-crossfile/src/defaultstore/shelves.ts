// Stores a caller may inject; the tools build one by default when none is handed in.
export class ShelfStore {
  constructor(private readonly root: string) {}

  async fetch(slot: string): Promise<string> {
    checkSlot(slot);
    if (slot.endsWith("_old")) {
      throw new Error(`Shelf slot ${slot} was cleared from ${this.root}`); // want: raisederror related=src/defaultstore/tools.ts:17,src/defaultstore/tools.ts:18,src/defaultstore/tools.ts:23
    }
    return `${this.root}/${slot}`;
  }

  async browse(slot: string, token: string): Promise<string[]> {
    const base = await this.fetch(slot);
    return [base, String(readToken(token))];
  }
}

export class CrateStore {
  pick(label: string): string {
    if (label === "") {
      throw new Error("A crate label is required"); // want: raisederror related=src/defaultstore/tools.ts:32,src/defaultstore/tools.ts:33
    }
    return label;
  }
}

export class DraftStore {
  pick(label: string): string {
    // FINE: the tool's store is a DraftStore only when the context's CrateStore is absent, and
    // the context declares it as CrateStore: the variable names neither class.
    if (label.length > 64) {
      throw new Error(`Draft label ${label} is too long`);
    }
    return label;
  }
}

export function readToken(token: string): number {
  const n = Number.parseInt(token, 10);
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`Invalid shelf token ${token}`); // want: raisederror related=src/defaultstore/shelves.ts:15,src/defaultstore/tools.ts:23,src/defaultstore/tools.ts:24
  }
  return n;
}

function checkSlot(slot: string): void {
  if (!/^s_[a-z]+$/.test(slot)) {
    throw new Error(`Invalid shelf slot ${slot}`); // want: raisederror related=src/defaultstore/shelves.ts:6,src/defaultstore/tools.ts:17,src/defaultstore/tools.ts:18,src/defaultstore/tools.ts:23
  }
}
