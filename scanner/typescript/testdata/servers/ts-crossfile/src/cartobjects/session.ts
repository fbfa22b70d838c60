export class CartSession {
  constructor(private endpoint: string) {}

  async shelf(aisle: string) {
    try {
      const res = await fetch(`${this.endpoint}/aisles/${aisle}`);
      return await res.text();
    } catch (e) {
      console.error("shelf lookup failed", e);
      throw e; // want: raisederror related=src/cartobjects/server.ts:8,src/cartobjects/tools.ts:42,src/cartobjects/tools.ts:45
    }
  }
}

// Reached only through a variable that holds other values too: no known class.
export class SpareSession {
  async shelf(aisle: string): Promise<string> {
    throw new Error(`no spare shelf ${aisle}`);
  }
}
