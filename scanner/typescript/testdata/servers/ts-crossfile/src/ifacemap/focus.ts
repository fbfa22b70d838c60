// A tool class: its handle runs from the low-level handler through the interface.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { LensTool } from "./tool.js";

export class FocusTool implements LensTool {
  name(): string {
    return "focus";
  }

  async handle(args: Record<string, unknown> | undefined): Promise<CallToolResult> {
    const distance = Number(args?.distance);
    if (Number.isNaN(distance)) {
      // BAD: escapes the low-level handler's map dispatch as a JSON-RPC error.
      throw new McpError(ErrorCode.InvalidParams, "distance must be a number"); // want: protocolerror related=src/ifacemap/server.ts:11,src/ifacemap/server.ts:14
    }
    return { content: [{ type: "text", text: `focused at ${distance} m` }] };
  }
}
