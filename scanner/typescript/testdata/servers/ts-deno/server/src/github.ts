export async function lookup(id: string): Promise<{ title: string } | undefined> {
  const res = await fetch(`https://example.invalid/projects/${id}`);
  return res.ok ? await res.json() : undefined;
}

/** Renders a caught error as the tools' answer text. */
export const formatError = (err: unknown): string => {
  if (err instanceof Error) {
    return `Error: ${err.message}`;
  }
  return `Error: ${String(err)}`;
};
