import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export function seedPath(seed: string): string {
  if (seed.startsWith("/")) {
    throw new McpError(ErrorCode.InvalidParams, "seed must be relative");
  }
  return `seeds/${seed}`;
}
