// The project's error mappers: one always throws, one only logs.
export function failWith(e: unknown): never {
  throw new Error(`upstream failed: ${e instanceof Error ? e.message : String(e)}`); // want: raisederror function=failWith related=src/tools/mapped.ts:11,src/tools/mapped.ts:15,src/tools/mapped.ts:59
}

export function logFailure(e: unknown): void {
  console.error("upstream failed", e);
}

// Releases the lock a failed call held: it returns as soon as a holder lets it go and throws
// only when none does, so a throw after a call of it runs.
const holders: { release(name: string): boolean }[] = [];
export function releaseLock(name: string): void {
  for (const holder of holders) {
    if (holder.release(name)) {
      return;
    }
  }
  throw new Error(`no holder of ${name}`); // want: raisederror function=releaseLock related=src/tools/mapped.ts:40,src/tools/mapped.ts:44
}

// A mapper with no declared return type whose last statement throws: it always throws.
export function rejectWith(e: unknown) {
  console.error("rejected", e);
  throw new Error(`rejected: ${String(e)}`); // want: raisederror function=rejectWith related=src/tools/mapped.ts:49,src/tools/mapped.ts:53
}
