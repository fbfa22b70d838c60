// Flag helpers: the flag comes from an argument. Only the calls that pass true build an error
// result, so only they count as uses; a call passing a variable copies a flag that may be false.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

declare function lookup(id: string): Promise<Record<string, unknown> | undefined>;

export function textResult(text: string, isError = false): CallToolResult {
  return { content: [{ type: "text", text }], isError }; // want: errorresult shape=prose-only uses=2 function=textResult
}

const json = (value: unknown, isError = false): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(value) }],
  ...(isError ? { isError } : {}), // want: errorresult shape=json-in-text uses=1 function=json
});

function toolResult(value: Record<string, unknown>, failed?: boolean): CallToolResult {
  const result: CallToolResult = { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value };
  if (failed) result.isError = true; // want: errorresult shape=structured uses=1 construct=flag-assignment
  return result;
}

const server = new McpServer({ name: "flags", version: "1.0.0" });

server.registerTool("get", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (!id.startsWith("u_")) return textResult("ids start with u_", true);
  const row = await lookup(id);
  if (!row) return json({ error: "not_found", id }, true);
  const stale = Date.now() - Number(row.updated) > 60_000;
  // FINE: a variable flag copies a value that may be false; not a use.
  if (stale) return textResult("stale row", stale);
  // FINE: the default (false) and an explicit false are successes.
  return id === "u_0" ? textResult("root") : textResult(JSON.stringify(row), false);
});

// FINE (a flag helper, not a delegate): handed the argument, it still only builds results.
server.registerTool("echo", { inputSchema: { text: z.string() } }, async (args) => textResult(args.text));

server.registerTool("put", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const row = await lookup(id);
  return row ? toolResult(row) : toolResult({ id }, true);
});

// FINE (not a helper): the flag is spread in when a local condition holds, so the function
// returns successes too; it is one conditional site, and its calls are not uses.
export function summary(rows: string[]): CallToolResult {
  const empty = rows.length === 0;
  return { content: [{ type: "text", text: rows.join("\n") }], ...(empty ? { isError: true } : {}) }; // want: errorresult uses=0 function=summary
}
