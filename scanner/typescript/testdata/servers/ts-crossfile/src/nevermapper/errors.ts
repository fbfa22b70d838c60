// The shelf's error helpers: no MCP import.
export function throwShelfError(error: unknown, action: string): never {
  if (error instanceof Error) {
    // BAD: what the tools' catches hand it leaves the tool as an isError result.
    throw new Error(`Error ${action}: ${error.message}`); // want: raisederror function=throwShelfError related=src/nevermapper/server.ts:23,src/nevermapper/server.ts:33
  }
  throw new Error(`Unexpected error while ${action}.`);
}

export function describeShelfError(error: unknown, action: string): string {
  return `Error ${action}: ${String(error)}`;
}
