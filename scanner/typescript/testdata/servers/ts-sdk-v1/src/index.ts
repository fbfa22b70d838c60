#!/usr/bin/env node
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { McpError, ErrorCode, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { errorResult, jsonError, envelope } from "./lib/errors.js";
import { db } from "./db.js";

const server = new McpServer({ name: "users", version: "1.0.0" });

const base = { content: [] as { type: "text"; text: string }[] };

server.registerTool(
  "get_user",
  { description: "Look up a user", inputSchema: { id: z.string() } },
  async ({ id }) => {
    const user = await db.find(id);
    if (!user) {
      return { isError: true, content: [{ type: "text", text: `no user ${id}` }] }; // want: errorresult shape=prose-only function=get_user outcome=iserror profile=100000 lang=typescript
    }
    if (user.locked) {
      return errorResult(`user ${id} is locked`);
    }
    return { content: [{ type: "text", text: JSON.stringify(user) }] };
  },
);

server.registerTool("delete_user", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (id === "root") {
    throw new Error("refusing to delete root"); // want: raisederror shape=prose-only outcome=iserror function=delete_user construct=exception
  }
  if (id === "") {
    throw new McpError(ErrorCode.InvalidParams, "id is empty"); // want: raisederror outcome=iserror api=McpServer.registerTool
  }
  if (id === "web") {
    throw new McpError(ErrorCode.UrlElicitationRequired, "open the consent page"); // want: raisederror outcome=protocol-error
  }
  try {
    await db.remove(id);
  } catch (e) {
    return errorResult(`delete failed: ${(e as Error).message}`);
  }
  return { content: [{ type: "text", text: "deleted" }] };
});

// Quoted key, `as const` flag, and a satisfies wrapper.
server.registerTool("quota", {}, async () => {
  const over = await db.overQuota();
  if (over) {
    return {
      "isError": true as const, // want: errorresult shape=json-in-text function=quota
      content: [{ type: "text", text: '{"error":"quota exceeded"}' }],
    } satisfies CallToolResult;
  }
  return jsonError("E_NONE", "never");
});

// Shorthand flag bound to a constant, spreads of a local base, `as` wrapper.
server.tool("rename", { id: z.string(), name: z.string() }, async ({ id, name }) => {
  const isError = true;
  const content = [{ type: "text" as const, text: `cannot rename ${id} to ${name}` }];
  if (name.length > 64) {
    return { content, isError }; // want: errorresult shape=prose-only function=rename
  }
  if (name.startsWith("_")) {
    return { ...base, isError: true } as CallToolResult; // want: errorresult shape=prose-only function=rename
  }
  return envelope("E_NAME", "name", "bad name");
});

// A result built first, flagged later.
server.registerTool("export", {}, async () => {
  const result: CallToolResult = { content: [{ type: "text", text: "export failed" }] };
  if (await db.exportBroken()) {
    result.isError = true; // want: errorresult construct=flag-assignment shape=prose-only function=export
  }
  return result;
});

// A nested throw in a .map callback is not the tool callback's own throw, but the
// caught throw is not a site at all.
server.registerTool("batch", {}, async () => {
  try {
    throw new Error("caught right here");
  } catch {
    return errorResult("batch failed");
  }
});

const transport = new StdioServerTransport();
await server.connect(transport);
