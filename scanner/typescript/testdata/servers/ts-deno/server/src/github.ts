export async function lookup(id: string): Promise<{ title: string } | undefined> {
  const res = await fetch(`https://example.invalid/projects/${id}`);
  return res.ok ? await res.json() : undefined;
}
