// The tools' handlers, in a table the server looks each tool's handler up in.
export async function plant(args: { seed?: string }) {
  if (!args.seed) {
    throw new Error("seed is required"); // want: raisederror related=src/wrapfactory/server.ts:11,src/wrapfactory/handlers.ts:19
  }
  return { content: [{ type: "text" as const, text: `planted ${args.seed}` }] };
}

export async function water(args: { bed?: string }) {
  return { content: [{ type: "text" as const, text: `watered ${args.bed}` }] };
}

export const TOOLS = [
  { name: "plant", description: "Plant a seed" },
  { name: "water", description: "Water a bed" },
];

export const HANDLERS: Record<string, (args: any) => Promise<any>> = {
  plant: plant,
  water: water,
};
