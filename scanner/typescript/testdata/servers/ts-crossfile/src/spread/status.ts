// A tool function that index.ts imports and registers as it is.
export async function lookupStatus({ id }: { id: string }) {
  if (id.length > 64) {
    throw new Error("the player id is longer than 64 characters"); // want: raisederror related=src/spread/index.ts:18
  }
  return { content: [{ type: "text" as const, text: `player ${id} is idle` }] };
}
