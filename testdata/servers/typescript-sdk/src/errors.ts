import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

// toolError is the server's one helper for failures: every call site is a use of this path.
export function toolError(message: string, code: string): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: message }],
    structuredContent: { code, policy: "fix-arguments" },
  };
}
