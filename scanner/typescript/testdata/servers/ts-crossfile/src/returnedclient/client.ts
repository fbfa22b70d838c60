// Builds the clients; a second getter returns a plain object, which names no class.
import { Clients } from "./api/index.js";

export function getClients() {
  return new Clients(process.env.SHOP_URL ?? "http://localhost");
}

export function getLooseClients() {
  return { orders: { getOrder: async (id: string) => ({ id }) } };
}
