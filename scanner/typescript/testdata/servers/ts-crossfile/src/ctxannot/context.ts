import { LedgerStore } from "./store.js";

export class LedgerClient {
  constructor(readonly token: string) {}
}

// The interface a tool's parameter is annotated with, and the one factory of its module that
// builds it: what the tools call through the interface is the literal's members.
export interface LedgerContext {
  root: string | null;
  connect: () => Promise<LedgerClient>;
  wipe: () => Promise<boolean>;
  size: () => number;
}

export function makeLedgerContext(root: string | null): LedgerContext {
  const store = new LedgerStore(root ?? "/tmp/ledger");
  return {
    root,
    connect: async () => {
      if (!root) {
        throw new Error("Ledger not configured: set LEDGER_ROOT"); // want: raisederror related=src/ctxannot/tools.ts:9,src/ctxannot/tools.ts:10
      }
      const token = await store.read();
      if (!token) {
        throw new Error("Not signed in: call ledger_login first"); // want: raisederror related=src/ctxannot/tools.ts:9,src/ctxannot/tools.ts:10
      }
      return new LedgerClient(token);
    },
    wipe: () => store.wipe(),
    // GOOD: size throws nothing
    size: () => 0,
  };
}

// Two factories of one interface: which one the tools are handed is not told here, so neither
// literal is followed (twotools.ts).
export interface PairContext {
  fetch: () => Promise<string>;
}

export function makeLivePair(): PairContext {
  return {
    fetch: async () => {
      throw new Error("live pair is offline"); // GOOD: one of two factories; not followed
    },
  };
}

export function makeIdlePair(): PairContext {
  return { fetch: async () => "idle" };
}
