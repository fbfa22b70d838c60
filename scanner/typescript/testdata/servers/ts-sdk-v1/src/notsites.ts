// Negative fixture: none of these is an error-result site.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";

// A type and an interface that mention the flag.
type ErrorResult = { isError: true; content: { type: "text"; text: string }[] };
interface Flags {
  isError: boolean;
}

/**
 * JSDoc: return { isError: true, content: [...] } when the lookup fails.
 */
// A comment: isError: true
const server = new McpServer({ name: "x", version: "1" });

// A flag that may be false is copied, not set.
server.registerTool("copy", {}, async () => {
  const failed = Math.random() > 0.5;
  return { content: [{ type: "text", text: "maybe" }], isError: failed };
});

// isError: false is a success.
server.registerTool("ok", {}, async () => ({ content: [{ type: "text", text: "ok" }], isError: false }));

// Resource and prompt handlers do not return tool results.
server.registerResource("cfg", "cfg://main", {}, async (uri) => ({
  contents: [{ uri: uri.href, text: "x" }],
  isError: true,
}));
server.registerPrompt("p", {}, () => ({ messages: [], isError: true }));

// Client code reads the flag.
export async function call(client: Client): Promise<boolean> {
  const result = await client.callTool({ name: "get_user", arguments: { id: "1" } });
  if (result.isError === true) {
    return false;
  }
  const { isError } = result;
  return !isError;
}

// UI state that happens to be called isError.
export function reducer(state: { isError: boolean }, action: { type: string }) {
  if (action.type === "fail") {
    state.isError = true;
  }
  return { ...state, loading: false };
}
export const query = { isLoading: false, isError: true, data: undefined };

// A "let" flag may change before use.
export function later(): ErrorResult | undefined {
  let isError = true;
  isError = Math.random() > 2;
  const r = { content: [], isError };
  return isError ? (r as ErrorResult) : undefined;
}
