// Tools whose helpers wrap a caught value in one function: its branch for a value that is not
// an Error runs only if a caller passes one.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFile } from "node:fs/promises";
import { z } from "zod";

const server = new McpServer({ name: "handledtool", version: "1.0.0" });

function rethrowAs(error: unknown, operation: string): never {
  if (error instanceof Error) {
    throw new Error(`failed to ${operation}: ${error.message}`); // want: raisederror
  }
  // GOOD for the rule: every caller passes a caught Error.
  throw new Error(`failed to ${operation}: unknown error`);
}

function rethrowLoosely(error: unknown, operation: string): never {
  if (error instanceof Error) {
    throw new Error(`failed to ${operation}: ${error.message}`); // want: raisederror
  } else {
    // BAD: the read_raw tool's try throws a string, which it passes here.
    throw new Error(`failed to ${operation}: ${String(error)}`); // want: raisederror
  }
}

server.registerTool("read_doc", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await readFile(path, "utf8") }] };
  } catch (error) {
    rethrowAs(error, "read doc");
  }
});

server.registerTool("read_raw_doc", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (!path.endsWith(".txt")) {
      throw `not a text file: ${path}`;
    }
    return { content: [{ type: "text", text: await readFile(path, "utf8") }] };
  } catch (error) {
    rethrowLoosely(error, "read raw doc");
  }
});
