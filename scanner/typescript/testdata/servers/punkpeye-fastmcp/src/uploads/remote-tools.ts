// Tool objects built at run time from a service's listing.
export async function remoteTools(): Promise<Array<{ name: string; execute: (a: unknown) => Promise<string> }>> {
  const res = await fetch("https://photos.example/tools");
  const names: string[] = await res.json();
  return names.map((name) => ({ name, execute: async () => name }));
}
