import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Clients } from "./api/index.js";

export function registerShipping(server: McpServer) {
  server.tool("ship_order", "Ship an order", { id: z.string() }, async ({ id }) => {
    const api = new Clients("http://localhost"); // the clients built here: their annotated fields name their classes
    await api.shipments.ship(id);
    await api.refunds.refund(id); // FINE: refunds has no annotation
    return { content: [{ type: "text", text: `shipped ${id}` }] };
  });
}
