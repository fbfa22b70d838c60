// A client module whose functions answer with tool results, isError on failure.
declare const db: { names(path?: string): Promise<string[]>; count(): Promise<number> };

export async function listNames(path?: string) {
  try {
    const names = await db.names(path);
    return { content: [{ type: "text" as const, text: JSON.stringify({ names }) }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: JSON.stringify({ error: String(e) }) }], isError: true }; // want: errorresult
  }
}

export async function countNames() {
  const n = await db.count();
  return { content: [{ type: "text" as const, text: String(n) }] };
}
