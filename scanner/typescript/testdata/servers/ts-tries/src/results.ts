// Result helpers as real servers write them. Each negative says why it is fine.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export class QuotaError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

// A maybe-helper: an isError result for a quota error, null otherwise; callers test the result.
export function quotaResult(error: unknown): CallToolResult | null {
  if (error instanceof QuotaError && error.status === 429) {
    return { content: [{ type: "text", text: "Daily quota used up; try again tomorrow." }], isError: true }; // want: errorresult shape=prose-only uses=1 function=quotaResult
  }
  return null;
}

// A helper whose first return is the maybe-helper's result, held in a local constant: every
// path still builds an isError result, so it is a helper and its calls count.
export function toolError(error: unknown, tool: string): CallToolResult {
  const quota = quotaResult(error);
  if (quota) return quota;
  return { content: [{ type: "text", text: `${tool} failed: ${String(error)}` }], isError: true }; // want: errorresult shape=prose-only uses=2 function=toolError
}

// FINE (a function, not a helper): it returns the result of a function that also succeeds, so
// its one isError literal is a site of its own, with no uses.
export async function runPrompt(id: string): Promise<CallToolResult> {
  if (!id) {
    return { content: [{ type: "text", text: "promptId is required" }], isError: true }; // want: errorresult shape=prose-only uses=0 function=runPrompt
  }
  return await loadPrompt(id);
}

async function loadPrompt(id: string): Promise<CallToolResult> {
  if (id === "missing") {
    return { content: [{ type: "text", text: `no prompt ${id}` }], isError: true }; // want: errorresult uses=0 function=loadPrompt
  }
  return { content: [{ type: "text", text: `prompt ${id}` }] };
}

// A JSON text block spread into an error's content: the error is json-in-text.
function jsonResult(value: unknown): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

export function runFailed(id: string, reason: string): CallToolResult {
  return {
    content: [...jsonResult({ id, status: "failed", reason }).content, { type: "text", text: "The run failed." }],
    isError: true, // want: errorresult shape=json-in-text uses=0
  };
}

// Extras spread in only when present: the result may carry structuredContent, so it is structured.
export function userFacing(message: string, extras?: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: "text", text: message }],
    isError: true, // want: errorresult shape=structured uses=1
    ...(extras ? { structuredContent: extras } : {}),
  };
}
