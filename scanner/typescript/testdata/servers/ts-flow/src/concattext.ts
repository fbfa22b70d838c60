// Texts built by + concatenation: the leading literal part decides whether the text opens with
// a failure, as a template's literal parts do, however many parts follow it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const drafts: {
  publish(id: string): Promise<string>;
  current(): Promise<{ ok: boolean; id?: string }>;
  count(): Promise<number>;
};

const server = new McpServer({ name: "drafts", version: "1.0.0" });

const answer = (text: string) => ({
  content: [{ type: "text" as const, text }],
});

server.registerTool("publish_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return answer(`✅ Published ${id}: ${await drafts.publish(id)}`);
  } catch (err: unknown) {
    const reason = err instanceof Error ? err.message : String(err);
    // BAD: a long concatenation that opens with a failure, through a success-text helper.
    return answer( // want: softerror related=14
      "❌ Could not publish the draft\n\n" +
        `Reason: ${reason}\n\n` +
        "Try:\n" +
        "• checking the draft id\n" +
        "• saving the draft first\n" +
        "• publishing again later",
    );
  }
});

server.registerTool("open_draft", { inputSchema: {} }, async () => {
  const draft = await drafts.current();
  if (!draft.ok) {
    // BAD: a cross mark opens a failure, though the next word is "No".
    return answer("❌ No draft is open.\n\n" + "Open one with `new_draft` first."); // want: softerror related=14
  }
  return answer("Draft " + draft.id + " is open");
});

server.registerTool("archive_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await drafts.publish(id);
    return { content: [{ type: "text", text: "Archived " + id }] };
  } catch {
    // BAD: a result literal whose text is a concatenation opening with a failure.
    return { // want: softerror
      content: [{ type: "text", text: "Failed to archive draft " + id + "\n" + "Details are in the log" + "\n" + "Nothing was changed." }],
    };
  }
});

server.registerTool("sync_drafts", { inputSchema: {} }, async () => {
  let summary = "All drafts synced";
  try {
    await drafts.count();
  } catch {
    // BAD: the failure assigned to the text the success path returns.
    summary = "Error while syncing drafts\n" + "• the store did not answer\n" + "• nothing was sent\n" + "• the drafts stay local\n" + "• the index is unchanged\n" + "• the log has details\n" + "• retry later";
  }
  return { content: [{ type: "text", text: summary }] }; // want: softerror related=62
});

server.registerTool("check_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return answer(await drafts.publish(id));
  } catch {
    // BAD: a dynamic first part, then the failure words (as `${id} failed to ...` in a template).
    return answer(id + " failed to publish\n" + "• the draft is locked\n" + "• or the store is down\n" + "• retry later"); // want: softerror related=14
  }
});

server.registerTool("push_drafts", { inputSchema: {} }, async () => {
  const n = await drafts.count();
  // BAD: a status chosen at run time whose failure value is a concatenation.
  return answer(`Push ${n > 0 ? "done" : "failed: " + "the store holds no drafts"}`); // want: softerror related=14
});

server.registerTool("mirror_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return answer(await drafts.publish(id));
  } catch {
    // BAD: a part in parentheses is read in its place: "Mirror failed: the copy of … was not made".
    return answer("Mirror " + ("failed: " + "the copy of " + id) + " was not made"); // want: softerror related=14
  }
});

server.registerTool("count_drafts", { inputSchema: {} }, async () => {
  const n = await drafts.count();
  // FINE: a concatenation that reports no failure.
  return answer("Found " + n + " items");
});

server.registerTool("release_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const out = await drafts.publish(id);
  // FINE: a success mark, then the output.
  return answer("✅ Done: " + out);
});

server.registerTool("list_drafts", { inputSchema: {} }, async () => {
  const n = await drafts.count();
  if (n === 0) {
    // FINE: a "no results" answer built in parts.
    return answer("No drafts yet.\n\n" + "Create one with " + "`new_draft`" + " and it will show here" + ".");
  }
  return answer("Drafts: " + n + "\n" + "Use `open_draft` to open one" + "\n" + "or `new_draft` to add one" + ".");
});

server.registerTool("preview_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return answer(await drafts.publish(id));
  } catch {
    // FINE: a warning beside an answer the tool still gives.
    return answer("⚠️ Preview unavailable, " + "showing the saved text of " + id + " instead" + "\n" + "(" + id + ")");
  }
});
