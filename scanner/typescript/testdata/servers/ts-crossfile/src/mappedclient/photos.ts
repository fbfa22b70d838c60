// A tool function whose try validates, then calls the API; its catch hands every failure to the
// error helper (errors.ts), which throws it again.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { handleApiError } from "./errors.js";

declare const api: { upload(data: string): Promise<{ url: string }> };

function checkSize(data: string) {
  if (data.length > 1000) {
    throw new McpError(ErrorCode.InvalidParams, "photo too large");
  }
}

export const uploadPhoto = async (args: { data?: string }) => {
  if (typeof args.data !== "string") {
    throw new McpError(ErrorCode.InvalidParams, "data must be a string");
  }
  try {
    checkSize(args.data);
    return await api.upload(args.data);
  } catch (error) {
    return handleApiError(error);
  }
};
