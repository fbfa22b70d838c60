import { catalogService } from "@/services/catalog.service";

export async function priceItem(args: { sku: string }) {
  return catalogService.price(args.sku);
}
// The aliased service's catch returns an isError result: price_item reports its failure.
