// Wrappers around the tools' execute: guarded answers every throw with a text envelope that
// says ok: false, without isError; fenced checks the paths first and throws; timedOnly lets
// throws through.
const log = { warn: (...a: unknown[]) => console.error(...a) };

export function buildReply(ok: boolean, detail: unknown) {
  const envelope = { outcome: { ok, detail } };
  return { content: [{ type: "text" as const, text: JSON.stringify(envelope) }] };
}

export function guarded<T extends (args: Record<string, unknown>) => Promise<unknown>>(fn: T) {
  return async (args: Record<string, unknown>) => {
    try {
      return buildReply(true, await fn(args));
    } catch (err) {
      log.warn(`[${fn.name || "tool"}] failed`, err);
      if (err instanceof TypeError) {
        const note = `Access denied: ${err.message}`;
        return buildReply(false, { kind: "DENIED", message: note }); // want: softerror related=8,src/guarded/tools.ts:9
      }
      if (err instanceof SyntaxError) {
        // FINE: a cached copy answers the call; the message says so, no failure.
        return buildReply(true, { kind: "CACHED", message: "served from the cache" });
      }
      if (err instanceof RangeError) {
        return buildReply(false, { kind: "RANGE", message: err.message }); // want: softerror related=8,src/guarded/tools.ts:9
      }
      return buildReply(false, { kind: "OTHER", message: String(err) }); // want: softerror related=8,src/guarded/tools.ts:9
    }
  };
}

export function fenced(keys: string[]) {
  return function wrap<F extends (args: Record<string, unknown>) => Promise<unknown>>(fn: F): F {
    const inner = async (args: Record<string, unknown>) => {
      for (const k of keys) {
        if (String(args[k]).includes("..")) {
          throw new RangeError(`path ${k} leaves the sandbox`);
        }
      }
      return fn(args);
    };
    return inner as unknown as F;
  };
}

export function timedOnly<T extends (args: Record<string, unknown>) => Promise<unknown>>(fn: T) {
  return async (args: Record<string, unknown>) => {
    const started = Date.now();
    const out = await fn(args);
    console.error(`took ${Date.now() - started} ms`);
    return buildReply(true, out);
  };
}
