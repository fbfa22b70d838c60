// A tool class whose execute answers its failures with isError.
export class FetchOrderTool {
  constructor(private readonly shop: { order(id: string): Promise<unknown> }) {}

  async execute(args: Record<string, unknown>) {
    const id = String(args.id ?? "");
    if (!id) {
      return { isError: true, content: [{ type: "text", text: "Missing order id" }] }; // want: errorresult shape=prose-only
    }
    try {
      const order = await this.shop.order(id);
      return { content: [{ type: "text", text: JSON.stringify(order) }] };
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: `Order lookup failed: ${String(e)}` }] }; // want: errorresult shape=prose-only
    }
  }
}
