// A failure whose words are chosen at run time: one literal for success, another for failure,
// both leaving through the same successful result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const mirror: {
  sync(repo: string): Promise<boolean>;
  verify(repo: string): Promise<{ ok: boolean; behind: number }>;
};

const server = new McpServer({ name: "mirror", version: "1.0.0" });

server.registerTool("sync", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const ok = await mirror.sync(repo);
  // BAD: the text is the failure when the sync fails.
  return { content: [{ type: "text", text: ok ? `Synced ${repo}` : `Failed to sync ${repo}` }] }; // want: softerror
});

server.registerTool("sync_status", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const ok = await mirror.sync(repo);
  const status = ok ? "done" : "failed";
  // BAD: a status word picked at run time, inside a text that reads as a report.
  return { content: [{ type: "text", text: `Sync of ${repo}: ${status}` }] }; // want: softerror related=21
});

server.registerTool("sync_result", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await mirror.verify(repo);
  // BAD: the same, inline.
  return { content: [{ type: "text", text: "Verification " + (res.ok ? "passed" : "error") }] }; // want: softerror
});

server.registerTool("sync_outcome", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  let outcome = "synced";
  if (!(await mirror.sync(repo))) {
    outcome = "failed";
  }
  // BAD: the failure branch only changed the status word.
  return { content: [{ type: "text", text: `${repo}: ${outcome}` }] }; // want: softerror related=35
});

server.registerTool("sync_flagged", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const ok = await mirror.sync(repo);
  // FINE: isError follows the same condition as the text.
  return { content: [{ type: "text", text: ok ? "Synced" : "Failed to sync" }], isError: !ok };
});

server.registerTool("sync_guarded", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const ok = await mirror.sync(repo);
  const status = ok ? "done" : "failed";
  if (!ok) {
    return { content: [{ type: "text", text: `Sync of ${repo} failed` }], isError: true }; // want: errorresult
  }
  // FINE: the failure returned on its own path; here status is always "done".
  return { content: [{ type: "text", text: `Sync of ${repo}: ${status}` }] };
});

server.registerTool("lag", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const res = await mirror.verify(repo);
  // FINE: both words describe the data, neither says the call failed.
  return { content: [{ type: "text", text: `${repo} is ${res.behind > 0 ? "behind" : "up to date"}` }] };
});

server.registerTool("check_health", { inputSchema: { repo: z.string() } }, async ({ repo }) => {
  const ok = await mirror.sync(repo);
  // FINE: a probe's normal answer may be "error".
  return { content: [{ type: "text", text: `mirror: ${ok ? "ok" : "error"}` }] };
});
