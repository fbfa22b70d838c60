// An error mapper that hands back the error for the caller to throw.
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";

export function toShelfError(error: unknown, what: string): McpError {
  const text = error instanceof Error ? error.message : String(error);
  return new McpError(ErrorCode.InternalError, `${what} failed: ${text}`);
}
