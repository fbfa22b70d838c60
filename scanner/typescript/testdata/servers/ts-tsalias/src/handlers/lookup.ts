import { catalogService } from "@/services/catalog.service.js";

export async function lookupItem(args: { sku: string }) {
  const item = await catalogService.lookup(args.sku);
  return { content: [{ type: "text", text: JSON.stringify(item) }] }; // want: softerror related=src/services/catalog.service.ts:7,src/server.ts:10
}
