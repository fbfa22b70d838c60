// The shared error helper: an isError result for most failures, the SDK's protocol errors
// thrown on as they are.
import { McpError } from "@modelcontextprotocol/sdk/types.js";

export function toolFailure(error: unknown, tool: string) {
  if (error instanceof McpError) {
    throw error; // want: raisederror
  }
  const message = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text" as const, text: `${tool} failed: ${message}` }], isError: true }; // want: errorresult
}

// FINE: tests the class but answers it too: it throws nothing.
export function quietFailure(error: unknown) {
  if (error instanceof McpError) {
    return { content: [{ type: "text" as const, text: `protocol: ${error.message}` }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text" as const, text: String(error) }], isError: true }; // want: errorresult
}
