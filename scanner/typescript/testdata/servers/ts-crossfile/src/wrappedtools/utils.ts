// Wrappers the tools' callbacks are handed to: one catches what the callback throws and answers
// with a text result, without isError; one only times the callback.
export type ToolResponse = { content: Array<{ type: "text"; text: string }> };

export function createSuccessResponse(data: unknown): ToolResponse {
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
}

export function createErrorResponse(error: unknown): ToolResponse {
  const message = error instanceof Error ? error.message : String(error);
  // BAD: every tool's failure reaches the client as a success.
  return { content: [{ type: "text" as const, text: `Error: ${message}` }] }; // want: softerror related=src/wrappedtools/utils.ts:21
}

export function createToolHandler<T>(handler: (data: T) => Promise<unknown>): (data: T) => Promise<ToolResponse> {
  return async (data: T) => {
    try {
      return createSuccessResponse(await handler(data));
    } catch (error) {
      console.error("tool failed", error);
      return createErrorResponse(error);
    }
  };
}

export function timed<T>(handler: (data: T) => Promise<ToolResponse>): (data: T) => Promise<ToolResponse> {
  return async (data: T) => {
    const start = Date.now();
    const result = await handler(data);
    console.error(`took ${Date.now() - start} ms`);
    return result;
  };
}
