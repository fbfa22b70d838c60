// Finds flaky tests: named like a spec, imported by the server's flaky tool.
const HISTORY: Record<string, string[]> = { unit: ["a", "b"] };

export function findFlaky(suite: string): string[] {
  const runs = HISTORY[suite];
  if (!runs) {
    throw new Error(`no history for suite ${suite}`); // want: raisederror context=production related=src/index.ts:11,src/index.ts:12
  }
  return runs;
}
