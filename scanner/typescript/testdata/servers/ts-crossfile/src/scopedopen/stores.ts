// Stores behind a factory that the module exports, and a second factory of the same name that
// a block of the module declares for itself: the block's name binds only inside the block.
export class LedgerStore {
  save(entry: string) {
    throw new Error(`the ledger is read-only: ${entry}`);
  }
}

export class MemoStore {
  save(entry: string) {
    return `memo ${entry}`;
  }
}

export class VaultStore {
  save(entry: string) {
    throw new Error(`the vault is sealed: ${entry}`); // want: raisederror related=src/scopedopen/server.ts:13,src/scopedopen/server.ts:7
  }
}

if (process.env.LEDGER_DEBUG) {
  function openStore() {
    return new LedgerStore();
  }
  console.error(openStore());
}

// The module's openStore: a MemoStore, whose save never throws.
export function openStore() {
  return new MemoStore();
}

{
  function openVault() {
    return new MemoStore();
  }
  console.error(openVault());
}

// The module's openVault: a VaultStore, whose save throws.
export function openVault() {
  return new VaultStore();
}
