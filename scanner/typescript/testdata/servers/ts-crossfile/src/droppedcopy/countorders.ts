// A tool class that never sets isError.
export class CountOrdersTool {
  constructor(private readonly shop: { count(): Promise<number> }) {}

  async execute(_args: Record<string, unknown>) {
    const n = await this.shop.count();
    return { content: [{ type: "text", text: `${n} orders` }] };
  }
}
