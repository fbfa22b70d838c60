// What every tool class of the map server implements.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export interface LensTool {
  name(): string;
  handle(args: Record<string, unknown> | undefined): Promise<CallToolResult>;
}
