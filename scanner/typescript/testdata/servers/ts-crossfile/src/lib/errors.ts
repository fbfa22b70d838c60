// An error formatter shared by the tools. It forgets isError.
export function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function formatError(e: unknown) {
  return { // want: softerror related=src/index.ts:18
    content: [{ type: "text" as const, text: `Error: ${describe(e)}` }],
  };
}

// A formatter whose failure heading names what failed first.
export function formatReport(r: { error?: string; body?: string }): string {
  if (r.error) {
    return `Report Error: ${r.error}`;
  }
  return r.body ?? "";
}
