// The clients: one field annotated with its class, one not.
import { OrdersAPI, ShipmentsAPI } from "./orders.js";
import { RefundsAPI } from "./refunds-shim.js";

export class Clients {
  public orders: OrdersAPI;
  public refunds;
  public shipments: ShipmentsAPI;

  constructor(base: string) {
    this.orders = new OrdersAPI(base);
    this.refunds = new RefundsAPI();
    this.shipments = new ShipmentsAPI();
  }
}
