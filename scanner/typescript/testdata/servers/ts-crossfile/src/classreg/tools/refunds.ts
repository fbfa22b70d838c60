// A refund tool, registered through the loose server's registerTool (registry.ts), whose
// callback catches nothing.
export async function refundOrder(args: { id: string }) {
  if (!args.id.startsWith("o-")) {
    // BAD: nothing catches it on the way to the SDK, which makes it an isError result.
    throw new Error(`not an order id: ${args.id}`); // want: raisederror related=src/classreg/registry.ts:13,src/classreg/loose.ts:10
  }
  return { refunded: args.id };
}
