export async function lookup(id: string): Promise<string> {
  const res = await fetch(`https://notes.example/${id}`);
  return res.text();
}
