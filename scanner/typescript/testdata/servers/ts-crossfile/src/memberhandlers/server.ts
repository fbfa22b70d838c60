// Tools registered as a member of an object literal that holds the tool's schema and handler:
// imported by name, as a module's default, or declared in this file.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { archiveOrderTool } from "./archiveOrder.js";
import listOrdersTool from "./listOrders.js";
import { refundOrderTool } from "./refundOrder.js";
import { removeOrderTool } from "./removeOrder.js";
import { shipOrderTool } from "./shipOrder.js";
import { call } from "./store.js";

const server = new McpServer({ name: "shop", version: "1.0.0" });

// Each registration below is related by the finding of the handler it names.
server.registerTool("remove_order", { inputSchema: removeOrderTool.schema.shape }, removeOrderTool.handler);
server.registerTool("refund_order", { inputSchema: refundOrderTool.schema.shape }, refundOrderTool.handler);
server.registerTool("ship_order", { inputSchema: shipOrderTool.schema.shape }, shipOrderTool.handler);
server.registerTool("list_orders", { description: "List the orders" }, listOrdersTool.handler);
server.registerTool("archive_order", { inputSchema: archiveOrderTool.schema.shape }, archiveOrderTool.handler);

const holdOrder = async ({ orderId }: { orderId: string }) => {
  const data = await call(`/orders/${orderId}/hold`);
  if (!data) {
    return { content: [{ type: "text" as const, text: "Failed to hold order" }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
};

const holdOrderTool = { schema: z.object({ orderId: z.string() }), handler: holdOrder };

server.registerTool("hold_order", { inputSchema: holdOrderTool.schema.shape }, holdOrderTool.handler);

const releaseOrder = async ({ orderId }: { orderId: string }) => {
  const data = await call(`/orders/${orderId}/release`);
  if (!data) {
    // FINE: a local object's member that no registration names.
    return { content: [{ type: "text" as const, text: "Failed to release order" }] };
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
};

export const releaseOrderTool = { handler: releaseOrder };
