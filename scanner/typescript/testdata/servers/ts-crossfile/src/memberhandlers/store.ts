// The shop's API client: a failed request logs and gives back null, so every tool tests for it.
export async function call(path: string): Promise<unknown | null> {
  try {
    const res = await fetch(`https://shop.example/api${path}`);
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}
