// Error helpers shared by the tools: each call site is a use of one semantic path.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export function errorResult(message: string): CallToolResult {
  return {
    content: [{ type: "text", text: message }],
    isError: true, // want: errorresult shape=prose-only uses=3 function=errorResult construct=literal
  };
}

export const jsonError = (code: string, message: string): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify({ error: { code, message } }) }],
  isError: true, // want: errorresult shape=json-in-text uses=1 function=jsonError
});

// The two-plane envelope: prose for the model, typed guidance for the client.
export function envelope(code: string, target: string, message: string): CallToolResult {
  return {
    isError: true, // want: errorresult shape=structured typed=code,target,policy,retry,sideEffects uses=1 profile=111111
    content: [{ type: "text", text: message }],
    structuredContent: {
      error: { code, target, policy: "fix-arguments", retry: false, sideEffects: "none" },
    },
  };
}

// Not a helper: it returns a success too, so its site is counted where it stands.
export function maybeFail(ok: boolean): CallToolResult {
  if (ok) {
    return { content: [{ type: "text", text: "fine" }] };
  }
  return { content: [{ type: "text", text: "not fine" }], isError: true }; // want: errorresult shape=prose-only uses=0 function=maybeFail
}
