// A tool function registered on PotServer's instance: its throws reach PotServer's rewrap.
export async function repot(args: { plant?: string; size?: number }): Promise<unknown> {
  if (!args.plant) {
    // BAD: named by PotServer's rewrap, which sends it as a JSON-RPC error.
    throw new Error("which plant?");
  }
  if ((args.size ?? 0) <= 0) {
    throw new Error(`no pot of size ${args.size}`);
  }
  return { plant: args.plant, pot: args.size, soil: await soil(args.size ?? 0) };
}

async function soil(size: number): Promise<number> {
  if (size > 40) {
    throw new Error("no pot that large");
  }
  return size * 2;
}
