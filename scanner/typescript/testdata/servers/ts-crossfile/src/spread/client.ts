// The player's API client: what its functions throw reaches every tool that calls them outside
// a try.
declare const http: { get(path: string): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> };
declare const api: { queue(id: string): Promise<void> };

export async function request(path: string) {
  const res = await http.get(path);
  if (!res.ok) {
    throw new Error(`request ${path} failed with status ${res.status}`); // want: raisederror related=src/spread/index.ts:14,src/spread/tracks.ts:10,src/spread/tracks.ts:14
  }
  return res.json();
}

export async function withClient<T>(run: (client: typeof api) => Promise<T>): Promise<T> {
  try {
    return await run(api);
  } catch (error) {
    console.error("player API call failed", error);
    throw error; // want: raisederror
  }
}
