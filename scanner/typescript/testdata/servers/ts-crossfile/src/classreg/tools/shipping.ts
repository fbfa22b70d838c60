// A shipping tool, registered on the exported McpServer itself (registry.ts).
export async function shipOrder(args: { id: string }) {
  if (!args.id) {
    // BAD: McpServer makes it an isError result.
    throw new Error("an order id is required"); // want: raisederror related=src/classreg/registry.ts:14
  }
  return { shipped: args.id };
}
