// Another tool class that answers a failure with isError.
export class CancelOrderTool {
  constructor(private readonly shop: { cancel(id: string): Promise<boolean> }) {}

  async execute(args: Record<string, unknown>) {
    const cancelled = await this.shop.cancel(String(args.id));
    if (!cancelled) {
      return { isError: true, content: [{ type: "text", text: "Order could not be cancelled" }] }; // want: errorresult shape=prose-only
    }
    return { content: [{ type: "text", text: "Cancelled" }] };
  }
}
