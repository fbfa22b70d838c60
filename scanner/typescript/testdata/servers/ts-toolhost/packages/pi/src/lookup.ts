export async function lookup(word: string): Promise<string> {
  const res = await fetch(`https://dict.invalid/${encodeURIComponent(word)}`);
  return res.text();
}
