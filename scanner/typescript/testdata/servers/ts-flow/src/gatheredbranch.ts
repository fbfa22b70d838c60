// A failure pushed into the lines a tool returns joined, in the branch that an outcome test
// takes on failure: the else of a success test, or an if on the answer's error member.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatSummary, formatWrite } from "./gatheredformat.js";

declare const store: {
  update(id: string): Promise<{ success: boolean; collection: string; modified: number }>;
  sync(id: string): Promise<{ error?: string; synced: number }>;
  state(id: string): Promise<{ running: boolean }>;
};

const server = new McpServer({ name: "store", version: "1.0.0" });

server.registerTool("update_doc", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const out = await store.update(id);
  // BAD: the formatter's else of `if (out.success)` pushes the failure it joins.
  return { content: [{ type: "text", text: formatWrite(out) }] }; // want: softerror related=src/gatheredformat.ts:21
});

server.registerTool("summarize_doc", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const out = await store.update(id);
  // FINE: the formatter's failure-like line stands only under the success test.
  return { content: [{ type: "text", text: formatSummary(out) }] };
});

server.registerTool("sync_doc", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const lines: string[] = [`Document ${id}`];
  const res = await store.sync(id);
  if (res.error) {
    lines.push(`Failed to sync: ${res.error}`);
  } else {
    lines.push(`Synced ${res.synced} change(s).`);
  }
  // BAD: the branch taken on the answer's error pushes the failure the return joins.
  return { content: [{ type: "text", text: lines.join("\n") }] }; // want: softerror related=31
});

server.registerTool("sync_logged", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const lines: string[] = [];
  const res = await store.update(id);
  if (res.success) {
    lines.push(`Updated ${res.modified} document(s).`);
  } else {
    lines.push(`❌ Failed to update ${id}`);
  }
  console.error(lines.join("\n"));
  // FINE: the joined lines go to the log; the answer is not them.
  return { content: [{ type: "text", text: `Request for ${id} recorded.` }] };
});

server.registerTool("doc_state", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const lines: string[] = [];
  const st = await store.state(id);
  if (st.running) {
    lines.push(`Document ${id} is being written.`);
  } else {
    lines.push(`❌ Document ${id} is idle`);
  }
  // FINE: the else of a state's test, not of an outcome's.
  return { content: [{ type: "text", text: lines.join("\n") }] };
});
