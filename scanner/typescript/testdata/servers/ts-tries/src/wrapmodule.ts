// Wrappers that other files of this server import (wrapimported.ts, wrapcaught.ts).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

type Tool = (name: string, args: any) => Promise<CallToolResult>;

export function withTiming(fn: Tool): Tool {
  return async (name, args) => {
    const start = Date.now();
    const result = await fn(name, args);
    console.error(`${name} took ${Date.now() - start}ms`);
    return result;
  };
}

export function withErrorHandling(fn: Tool): Tool {
  return async (name, args) => {
    try {
      return await fn(name, args);
    } catch (error) {
      return { content: [{ type: "text", text: `${name} failed: ${error}` }], isError: true }; // want: errorresult uses=0 function=withErrorHandling
    }
  };
}
