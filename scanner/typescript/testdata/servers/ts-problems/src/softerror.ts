// softerror: failures returned as successes. Positive and negative cases side by side.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { api } from "./api.js";

const server = new McpServer({ name: "soft", version: "1.0.0" });

server.registerTool("fetch_page", { inputSchema: { url: z.string() } }, async ({ url }) => {
  try {
    const page = await api.get(url);
    return { content: [{ type: "text", text: page.body }] };
  } catch (error) {
    // BAD: the model reads "Error: ..." but the client sees a success.
    return { content: [{ type: "text", text: `Error: ${(error as Error).message}` }] }; // want: softerror outcome=success function=fetch_page
  }
});

server.registerTool("lookup", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await api.get(id)) }] };
  } catch (e) {
    // BAD: an error object serialized into a success.
    return { content: [{ type: "text", text: JSON.stringify({ error: String(e) }) }] }; // want: softerror shape=json-in-text
  }
});

server.registerTool("sync", {}, async () => {
  try {
    await api.sync();
  } catch (err) {
    // BAD: the caught error shown as plain text, no flag.
    return { content: [{ type: "text", text: String(err) }] }; // want: softerror
  }
  const res = await api.status();
  if (!res.ok) {
    // BAD: a failure text after an error check.
    return { content: [{ type: "text", text: "Failed to read the sync status" }] }; // want: softerror
  }
  return { content: [{ type: "text", text: "synced" }] };
});

server.registerTool("search", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const hits = await api.search(q);
  if (hits.length === 0) {
    // FINE: an empty search is an answer, not a failure.
    return { content: [{ type: "text", text: "No results found" }] };
  }
  // FINE: per-item errors inside a successful batch.
  const lines = hits.map((h) => (h.error ? `error on ${h.id}: ${h.error}` : h.title));
  return { content: [{ type: "text", text: lines.join("\n") }] };
});

server.registerTool("delete", {}, async () => {
  try {
    await api.remove();
    return { content: [{ type: "text", text: "deleted" }] };
  } catch (error) {
    // FINE: the failure is flagged.
    return { content: [{ type: "text", text: `Error: ${error}` }], isError: true }; // want: errorresult shape=prose-only
  }
});

server.registerTool("resolve", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const found = await api.resolve(name);
  if (!found.results.length) {
    // BAD: the API's error message passed on as a successful answer.
    const text = found.error ?? "nothing matched";
    return { content: [{ type: "text", text }] }; // want: softerror
  }
  return { content: [{ type: "text", text: found.results.join(", ") }] };
});

// FINE: not a tool handler at all.
export function describe(e: Error) {
  return { content: [{ type: "text", text: `Error: ${e.message}` }] };
}

server.registerTool("open_form", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const opened = await api.status();
  if (!opened.ok) {
    // FINE: a warning beside the answer the tool still gives (the link to open by hand).
    return { content: [{ type: "text", text: `⚠️ **Couldn't open the browser**\n\nOpen ${url} yourself.` }] };
  }
  return { content: [{ type: "text", text: `opened ${url}` }] };
});
