// A helper module with no MCP needle.
export function describeError(e: unknown): string {
  return e instanceof Error ? `${e.message}\n${e.stack}` : String(e);
}
