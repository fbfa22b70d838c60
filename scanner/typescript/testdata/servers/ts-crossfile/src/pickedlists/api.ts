// The wiki's HTTP helper, which every tool's handler awaits.
export class WikiApiError extends Error {
  constructor(readonly status: number) {
    super(`The wiki answered ${status}`);
  }
}

export async function fetchPage<T>(path: string): Promise<T> {
  const res = await fetch(`https://wiki.example${path}`);
  if (!res.ok) {
    throw new WikiApiError(res.status); // want: raisederror related=src/pickedlists/server.ts:14,src/pickedlists/server.ts:14,src/pickedlists/all.ts:16,src/pickedlists/pages.ts:9,src/pickedlists/pages.ts:10
  }
  return (await res.json()) as T;
}
