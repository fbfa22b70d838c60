import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";

declare function lookup(sku: string): Promise<number>;

export class Inventory {
  async handle(request: CallToolRequest) {
    try {
      const n = await lookup(String(request.params.arguments?.sku));
      return { content: [{ type: "text" as const, text: String(n) }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: lookup failed: ${String(e)}` }] }; // want: softerror related=src/boundrefs/server.ts:12
    }
  }

  async count({ sku }: { sku: string }) {
    try {
      return { content: [{ type: "text" as const, text: String(await lookup(sku)) }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: count failed: ${String(e)}` }] }; // want: softerror related=src/boundrefs/server.ts:15
    }
  }
}
