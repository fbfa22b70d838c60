// Helpers of the tools in server.ts. lookup's catch hands back its failure as the one element
// of the list it returns; levels returns a list of ordinary words, one of which is "error";
// count never hands back a failure.
declare const dns: { resolve(host: string): Promise<string[]>; count(host: string): Promise<number> };

export async function lookup(host: string): Promise<string[]> {
  try {
    return await dns.resolve(host);
  } catch (e) {
    return [`Error: ${e instanceof Error ? e.message : String(e)}`];
  }
}

export function levels(verbose: boolean): string[] {
  return verbose ? ["error", "warn", "info", "debug"] : ["error", "warn"];
}

export async function count(host: string): Promise<number> {
  return (await dns.count(host)) || 0;
}
