// Tools whose failures are built or thrown in other modules: an error formatter, a browser
// helper, an API client held in a variable, a validation helper.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { NotesClient } from "./client.js";
import { formatError } from "./lib/errors.js";
import { requireId } from "./lib/validate.js";
import { openBrowser } from "./tools/browser.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });
const client = new NotesClient("https://notes.example");

server.registerTool("fetch_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: await client.read(id) }] };
  } catch (e) {
    // formatError builds a result without isError: the finding stands there, where isError goes.
    return formatError(e);
  }
});

server.registerTool("open_url", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const res = await openBrowser(url);
  // BAD: the helper's failure message travels as the text of a success.
  return { content: [{ type: "text", text: res.message }] }; // want: softerror related=src/tools/browser.ts:6
});

server.registerTool("search", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const hits = await client.search(q);
  // BAD: NotesClient.search answers a failure with an error member.
  return { content: [{ type: "text", text: JSON.stringify(hits) }] }; // want: softerror related=src/client.ts:17
});

server.registerTool("lookup", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await client.search(id);
  if ("error" in res) {
    return { content: [{ type: "text", text: String(res.error) }], isError: true }; // want: errorresult
  }
  // FINE: the failure was tested and flagged above; this return sees a success.
  return { content: [{ type: "text", text: JSON.stringify(res) }] };
});

server.registerTool("delete_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  requireId(id);
  await client.remove(id);
  return { content: [{ type: "text", text: `deleted ${id}` }] };
});

server.registerTool("archive", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await client.archive(id);
  } catch (e) {
    return { content: [{ type: "text", text: `archive failed: ${e}` }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: "archived" }] };
});

server.registerTool("count", {}, async () => {
  // FINE: the helper never fails softly.
  return { content: [{ type: "text", text: String(await client.count()) }] };
});

// The file's own wrapper runs the callback inside a try and builds the isError result itself.
async function runTool(name: string, call: () => Promise<string>) {
  try {
    return { content: [{ type: "text" as const, text: await call() }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `${name} failed: ${e}` }], isError: true }; // want: errorresult
  }
}

server.registerTool("purge", { inputSchema: { id: z.string() } }, async ({ id }) =>
  runTool("purge", async () => {
    await client.purge(id);
    return "purged";
  }),
);

declare function withTimeout<T>(fn: () => Promise<T>, ms: number): Promise<T>;

server.registerTool("touch", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await withTimeout(() => client.touch(id), 5000);
    return { content: [{ type: "text", text: "touched" }] };
  } catch (e) {
    return { content: [{ type: "text", text: `touch failed: ${e}` }], isError: true }; // want: errorresult
  }
});

import { checkTags, parseLimit, parseOffset } from "./client.js";

server.registerTool("tag", { inputSchema: { tags: z.array(z.string()), limit: z.string() } }, async ({ tags, limit }) => {
  const clean = checkTags(tags);
  const n = parseLimit(limit) + parseOffset(limit);
  return { content: [{ type: "text", text: clean.slice(0, n).join(",") }] };
});

import { formatReport } from "./lib/errors.js";

server.registerTool("report", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const r = await client.read(id).then((body) => ({ body }), (e) => ({ error: String(e) }));
  return { content: [{ type: "text", text: formatReport(r) }] }; // want: softerror related=src/lib/errors.ts:15
});

server.registerTool("lint", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const n = await client.count(id);
  return { content: [{ type: "text", text: `No build failure: ${n} targets built` }] };
});

import { checkQuota } from "./lib/embed.js";

server.registerTool("quota", { inputSchema: { used: z.number() } }, async ({ used }) => {
  return { content: [{ type: "text", text: `${checkQuota(used)} left` }] };
});
