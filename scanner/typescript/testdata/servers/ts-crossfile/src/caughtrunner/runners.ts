// Runners that other modules hand their work to.
export function remoteFailed(e: unknown) {
  return { content: [{ type: "text" as const, text: `remote: ${String(e)}` }], isError: true }; // want: errorresult
}

export async function guardRemote(fn: () => Promise<string>) {
  try {
    return { content: [{ type: "text" as const, text: await fn() }] };
  } catch (e) {
    if (e instanceof TypeError) return remoteFailed(`bad input: ${e.message}`);
    return remoteFailed(e);
  }
}

export function guardRemoteCached(fn: (tick: () => void) => Promise<string>) {
  let ticks = 0;
  return guardRemote(() => fn(() => ticks++));
}

export async function rethrowRemote(fn: () => Promise<string>) {
  try {
    return { content: [{ type: "text" as const, text: await fn() }] };
  } catch (e) {
    throw e; // want: raisederror
  }
}

// It runs the callback in guardRemote's try, and once before, outside any.
export async function guardWarmed(fn: () => Promise<string>) {
  const warm = await fn();
  return guardRemote(async () => `${warm} ${await fn()}`);
}
