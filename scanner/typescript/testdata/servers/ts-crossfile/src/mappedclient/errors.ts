// The error helper every tool function's catch hands what it caught to: it throws on every path.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export const handleApiError = (error: unknown): never => {
  if (error instanceof McpError) {
    throw error;
  }
  throw new McpError(ErrorCode.InternalError, `api error: ${(error as Error).message}`);
};
