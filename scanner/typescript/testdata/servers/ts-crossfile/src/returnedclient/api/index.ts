// The clients: one field annotated with its class, one not.
import { OrdersAPI } from "./orders.js";
import { RefundsAPI } from "./refunds-shim.js";

export class Clients {
  public orders: OrdersAPI;
  public refunds;

  constructor(base: string) {
    this.orders = new OrdersAPI(base);
    this.refunds = new RefundsAPI();
  }
}
