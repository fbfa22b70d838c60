// The project's error mappers: one always throws, one only logs.
export function failWith(e: unknown): never {
  throw new Error(`upstream failed: ${e instanceof Error ? e.message : String(e)}`); // want: raisederror function=failWith related=src/tools/mapped.ts:11,src/tools/mapped.ts:15
}

export function logFailure(e: unknown): void {
  console.error("upstream failed", e);
}
