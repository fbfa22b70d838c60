// A template is JSON only when what follows its opening bracket can continue a JSON value; a
// bracketed tag in front of prose is prose.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function run(name: string): Promise<string>;

const server = new McpServer({ name: "runner", version: "1.0.0" });

server.registerTool("run_tagged", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await run(name) }] };
  } catch (x) {
    // prose: "[${name}]" is a tag, followed by the message.
    return { content: [{ type: "text", text: `[${name}] failed: ${x}` }], isError: true }; // want: errorresult shape=prose-only
  }
});

server.registerTool("run_warned", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await run(name) }] };
  } catch (x) {
    // prose: a word after "[" cannot start a JSON value.
    return { content: [{ type: "text", text: `[runner] Tool ${name} returned ${x}` }], isError: true }; // want: errorresult shape=prose-only
  }
});

server.registerTool("run_listed", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await run(name) }] };
  } catch (x) {
    // JSON: an array of objects with a substituted value.
    return { content: [{ type: "text", text: `[{"a": ${x}}]` }], isError: true }; // want: errorresult shape=json-in-text
  }
});

server.registerTool("run_object", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await run(name) }] };
  } catch (x) {
    // JSON: an object with a quoted key.
    return { content: [{ type: "text", text: `{ "error": "${x}", "tool": "${name}" }` }], isError: true }; // want: errorresult shape=json-in-text
  }
});
