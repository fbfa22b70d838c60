// Order tools, registered through the shop server's registerTool (registry.ts), whose
// McpServer callback answers what they throw and whose low-level dispatch rewraps it.
const orders = new Map<string, { id: string; state: string }>();

export async function getOrder(args: { id: string }) {
  const order = orders.get(args.id);
  if (!order) {
    // FINE: the shop server's callback catches it and answers an isError result.
    throw new Error(`order ${args.id} not found`);
  }
  return order;
}

export async function cancelOrder(args: { id: string }) {
  const order = await getOrder(args);
  if (order.state === "shipped") {
    // FINE: the same catch answers it.
    throw new Error("a shipped order cannot be cancelled");
  }
  order.state = "cancelled";
  return order;
}
