import { stockLevel } from "#lib/stock";

export async function stockItem(args: { sku: string }) {
  const level = await stockLevel(args.sku);
  return { content: [{ type: "text", text: JSON.stringify(level) }] }; // want: softerror related=src/lib/stock.ts:6,src/server.ts:12
}
