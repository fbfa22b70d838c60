// Project contexts resolved once per key: each lookup starts an async function at once, keeps
// its promise in a cache and hands it back; the tools of tools.ts await it.
export class ContextError extends Error {}

interface Ctx {
  project: number;
}

const cache = new Map<string, Promise<Ctx>>();

async function lookup(name: string): Promise<number | undefined> {
  const res = await fetch(`https://board.example/projects?name=${encodeURIComponent(name)}`);
  return res.ok ? Number(await res.text()) : undefined;
}

export async function resolveContext(name: string): Promise<Ctx> {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const promise = (async (): Promise<Ctx> => {
    const project = await lookup(name);
    if (project === undefined) {
      // BAD: the promise resolveContext returns rejects with it, and the tool awaits it.
      throw new ContextError(`Project "${name}" does not exist; check the name`); // want: raisederror
    }
    return { project };
  })();
  cache.set(name, promise);
  return promise;
}

export function projectLabel(name: string): Promise<string> {
  // BAD: the then chained on the started function's promise rejects as it does.
  const label = (async () => {
    if (name.length > 64) {
      throw new ContextError(`Project name too long: ${name.length} characters`); // want: raisederror
    }
    return name.trim();
  })().then((n) => `[${n}]`);
  return label;
}

const warm: Promise<void>[] = [];

export function prefetch(name: string): void {
  // FINE: the promise is kept but never handed back: no tool awaits it.
  const pending = (async () => {
    if ((await lookup(name)) === undefined) {
      throw new ContextError(`prefetch of ${name} found nothing`);
    }
  })();
  warm.push(pending);
}

export async function softContext(name: string): Promise<Ctx | null> {
  // FINE: the catch chained on it answers the rejection before the promise is returned.
  const guarded = (async (): Promise<Ctx> => {
    const project = await lookup(name);
    if (project === undefined) {
      throw new ContextError(`no project ${name}`);
    }
    return { project };
  })().catch(() => null);
  return guarded;
}

export async function defaultedContext(name: string): Promise<Ctx> {
  // FINE: the then's second callback answers the rejection.
  const ctx = (async (): Promise<Ctx> => {
    const project = await lookup(name);
    if (project === undefined) {
      throw new ContextError(`unknown project ${name}`);
    }
    return { project };
  })().then(
    (c) => c,
    () => ({ project: 0 }),
  );
  return ctx;
}
