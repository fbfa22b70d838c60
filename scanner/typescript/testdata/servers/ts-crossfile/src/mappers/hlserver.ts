// An McpServer whose tools look orders up.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { lookupOrder, peekOrder } from "./orders.js";

const orders = new McpServer({ name: "orders", version: "1.0.0" });

orders.registerTool("lookup_order", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return { content: [{ type: "text", text: (await lookupOrder(id)) ?? "" }] };
});

orders.registerTool("peek_order", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return { content: [{ type: "text", text: await peekOrder(id) }] };
});
