// A helper's failure object copied on its way to the tool's text: the tool races the helper
// against a deadline, binds the winner again, copies it with a spread (dropping a bulky member)
// and serializes the copy beside notes of its own. A test of which promise won tells no
// failure, nor does a note that names the error; the copy's error member leaves as a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const planner: { compose(topic: string): Promise<string> };
declare const PLANNING_ENABLED: boolean;
declare const notes: { warn(msg: string): void; list(): string[] };

const TIMED_OUT = Symbol("timed-out");

async function outline(topic: string) {
  if (!PLANNING_ENABLED) {
    return { success: false, error: "Outlining needs a planner key; planning is off." };
  }
  return { success: true, body: await planner.compose(topic), topic };
}

function deadline(ms: number) {
  return new Promise<typeof TIMED_OUT>((resolve) => setTimeout(() => resolve(TIMED_OUT), ms));
}

const server = new McpServer({ name: "outliner", version: "1.0.0" });

server.registerTool("outline", { inputSchema: { topic: z.string() } }, async ({ topic }) => {
  const work = outline(topic);
  const winner = await Promise.race([work, deadline(30_000)]);
  if (winner === TIMED_OUT) {
    return { content: [{ type: "text", text: JSON.stringify({ error: "Outline timed out" }) }], isError: true }; // want: errorresult
  }
  const result = winner;
  if (!result.success) {
    notes.warn(`Outline failed: ${(result as { error?: string }).error ?? "unknown"}`);
  }
  const response: Record<string, unknown> = { ...result };
  delete response.body;
  // BAD: the helper's { success: false, error } leaves, copied, as a success.
  return { content: [{ type: "text", text: JSON.stringify({ ...response, notes: notes.list() }) }] }; // want: softerror shape=json-in-text related=16
});

server.registerTool("outline_checked", { inputSchema: { topic: z.string() } }, async ({ topic }) => {
  const winner = await Promise.race([outline(topic), deadline(30_000)]);
  if (winner === TIMED_OUT) {
    return { content: [{ type: "text", text: "Outline timed out" }], isError: true }; // want: errorresult
  }
  if (!winner.success) {
    return { content: [{ type: "text", text: JSON.stringify({ ...winner }) }], isError: true }; // want: errorresult
  }
  const response = { ...winner };
  // FINE: the failure left on its own, flagged path.
  return { content: [{ type: "text", text: JSON.stringify({ ...response, notes: notes.list() }) }] };
});

server.registerTool("outline_restated", { inputSchema: { topic: z.string() } }, async ({ topic }) => {
  const winner = await Promise.race([outline(topic), deadline(30_000)]);
  // FINE: the copy says for itself whether it failed.
  return { content: [{ type: "text", text: JSON.stringify({ ...winner, success: true, error: undefined }) }] };
});
