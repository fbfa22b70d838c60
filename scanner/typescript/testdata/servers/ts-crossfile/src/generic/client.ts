// An API client whose request function takes the type of what it returns.
declare const http: { get(path: string): Promise<{ status: number; json(): Promise<unknown> }> };

export async function fetchJson<T>(path: string): Promise<T> {
  const res = await http.get(path);
  if (res.status === 404) {
    throw new Error(`nothing at ${path}`); // want: raisederror related=src/generic/server.ts:9,src/generic/server.ts:10
  }
  return (await res.json()) as T;
}
