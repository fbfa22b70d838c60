// Wrappers of a helper: their calls reach the wrapped helper's site and count as its uses.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

declare function read(key: string): Promise<string | undefined>;

function createResponse(text: string, isError = false): CallToolResult {
  return { content: [{ type: "text", text }], isError }; // want: errorresult uses=4 function=createResponse
}

// A wrapper: its own call passes true (one use), and each of its calls is a use.
const errorResponse = (message: string) => createResponse(`Error: ${message}`, true);

// FINE (no wrapper): it passes the flag through, so it builds successes too.
const relay = (text: string, failed: boolean) => createResponse(text, failed);

const server = new McpServer({ name: "kv", version: "1.0.0" });

server.registerTool("get", { inputSchema: { key: z.string() } }, async ({ key }) => {
  if (key.includes("/")) return errorResponse("keys cannot contain '/'");
  const value = await read(key);
  if (value === undefined) return errorResponse(`no key ${key}; list the keys first`);
  if (value.length > 10_000) return createResponse("value too large to show", true);
  return relay(value, false);
});
