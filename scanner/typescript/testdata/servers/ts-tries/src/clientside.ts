// isError flags that are not tool results: a client's conversation handed to a model, an agent
// framework's tool wrapper, a sampling tool_result block. None is a site.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare const client: { callTool(a: { name: string }): Promise<CallToolResult> };

// FINE: a tool message of the model conversation (role and toolCallId), not a result.
export const transcript = [
  { role: "user", content: [{ type: "text", text: "add a task" }] },
  { role: "tool", toolCallId: "call_2", content: [{ type: "text", text: "boom" }], isError: true },
];

// FINE: an agent loop's tool wrapper answers the model with a string content.
export function wrap(name: string) {
  return {
    execute: async () => {
      try {
        return await client.callTool({ name });
      } catch (error) {
        return { isError: true, content: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    },
  };
}

// FINE: a sampling tool_result content block (model input), not a tools/call result.
export const samplingBlock = {
  type: "tool_result",
  toolUseId: "call_456",
  content: [],
  structuredContent: { error: "API_ERROR" },
  isError: true,
};

// A real result in the same file is still a site.
export function denied(): CallToolResult {
  return { content: [{ type: "text", text: "Permission denied: ask an admin for the editor role" }], isError: true }; // want: errorresult uses=0
}

// FINE: a provider request built from a conversation copies each message's flag, which may be false.
export function toProvider(messages: { role: string; toolName: string; text: string; isError?: boolean }[]) {
  return messages.map((m) => ({
    functionResponse: { name: m.toolName, response: { content: [{ type: "text", text: m.text }], ...(m.isError ? { isError: true } : {}) } },
  }));
}
