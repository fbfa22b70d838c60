// A second tool class; its failure is answered as a result, and its helper's throw caught.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { LensTool } from "./tool.js";

function factor(raw: unknown): number {
  const n = Number(raw);
  if (!(n > 0)) {
    // FINE: zoom's handle catches it.
    throw new Error("factor must be positive");
  }
  return n;
}

export class ZoomTool implements LensTool {
  name(): string {
    return "zoom";
  }

  async handle(args: Record<string, unknown> | undefined): Promise<CallToolResult> {
    try {
      return { content: [{ type: "text", text: `zoom x${factor(args?.factor)}` }] };
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: `zoom failed: ${error}` }] }; // want: errorresult
    }
  }
}
