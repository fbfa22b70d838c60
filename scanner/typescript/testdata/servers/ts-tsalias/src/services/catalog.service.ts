export class CatalogService {
  async lookup(sku: string) {
    try {
      const res = await fetch(`https://catalog.invalid/items/${encodeURIComponent(sku)}`);
      return await res.json();
    } catch (error: any) {
      return { error: error.message, details: error.cause };
    }
  }

  async price(sku: string) {
    try {
      const res = await fetch(`https://catalog.invalid/prices/${encodeURIComponent(sku)}`);
      const body = await res.json();
      return { content: [{ type: "text" as const, text: String(body.price) }] };
    } catch (error: any) {
      return { content: [{ type: "text" as const, text: `price failed: ${error.message}` }], isError: true }; // want: errorresult
    }
  }
}

export const catalogService = new CatalogService();
