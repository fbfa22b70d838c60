// An API class a Clients field holds.
export class OrdersAPI {
  constructor(private readonly base: string) {}

  async getOrder(id: string): Promise<{ id: string }> {
    const res = await fetch(`${this.base}/orders/${id}`);
    if (!res.ok) {
      throw new Error(`order ${id}: ${res.status}`); // want: raisederror related=src/returnedclient/tool.ts:6,src/returnedclient/tool.ts:9
    }
    return { id };
  }
}

export class RefundsAPI {
  async refund(id: string): Promise<void> {
    if (!id) {
      throw new Error("no order to refund"); // FINE: Clients.refunds has no annotation, so no call reaches it
    }
  }
}

export class ShipmentsAPI {
  async ship(id: string): Promise<void> {
    if (!id) {
      throw new Error("no order to ship"); // want: raisederror related=src/returnedclient/newtool.ts:6,src/returnedclient/newtool.ts:8
    }
  }
}
