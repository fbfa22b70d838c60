// Stand-ins handed to the tools when the configuration failed: every method call throws.
import { Archive, Ledger, Store } from "./store.js";

export class ConfigError extends Error {}

function throwingProxy<T extends object>(error: ConfigError): T {
  return new Proxy({} as T, {
    get(_target, prop): unknown {
      if (prop === "then" || typeof prop === "symbol") return undefined;
      return (): never => {
        throw error; // want: raisederror related=src/proxied/tools.ts:20,src/proxied/tools.ts:21,src/proxied/tools.ts:13
      };
    },
  });
}

// Built as an Archive, which no tool calls: its throw reaches no tool.
function quietProxy<T extends object>(error: ConfigError): T {
  return new Proxy({} as T, {
    get() {
      return () => {
        throw error;
      };
    },
  });
}

// A forwarding proxy: its trap's function does not always throw.
function loggingProxy<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      return (...args: unknown[]) => {
        if (args.length > 9) throw new Error("too many arguments");
        return (t as Record<string | symbol, (...a: unknown[]) => unknown>)[prop](...args);
      };
    },
  });
}

export interface Bundle {
  store: Store;
  archive: Archive;
  ledger: Ledger;
}

export function degradedBundle(error: ConfigError): Bundle {
  return {
    store: throwingProxy<Store>(error),
    archive: quietProxy<Archive>(error),
    ledger: loggingProxy(new Ledger()),
  };
}

export function liveBundle(): Bundle {
  return { store: new Store(), archive: new Archive(), ledger: new Ledger() };
}
