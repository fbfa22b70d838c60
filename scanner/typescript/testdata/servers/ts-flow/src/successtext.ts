// Failure texts handed to helpers that build a successful result from what they are given.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { reply, replyFailure, replyLines } from "./replies.js";

declare const notes: {
  read(id: string): Promise<string>;
  remove(id: string): Promise<void>;
};

const server = new McpServer({ name: "notes", version: "1.0.0" });

function ok(text: string) {
  return { content: [{ type: "text" as const, text }] };
}

server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return ok(await notes.read(id));
  } catch {
    // BAD: a failure text answered as a success by a helper of this file.
    return ok("Unable to read the note"); // want: softerror related=14
  }
});

server.registerTool("remove_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await notes.remove(id);
    return replyLines(`Removed ${id}`);
  } catch (e) {
    // BAD: the caught error's message, through another module's helper.
    return replyLines(`Could not remove ${id}: ${(e as Error).message}`); // want: softerror related=src/replies.ts:7
  }
});

server.registerTool("show_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const body = await notes.read(id);
    return replyLines([`Note ${id}`, body]);
  } catch (err) {
    // BAD: one line of the array shows the caught error.
    return replyLines([`Note ${id}`, String(err)]); // want: softerror related=src/replies.ts:7
  }
});

server.registerTool("check_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await notes.read(id);
    return ok(`Note ${id} exists`);
  } catch (e) {
    // FINE: the helper flags the failure.
    return replyFailure(`Failed to read ${id}: ${e}`);
  }
});

server.registerTool("peek_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return ok(await notes.read(id));
  } catch {
    // FINE: a text that reports no failure (an empty note is an answer).
    return replyLines("No content yet");
  }
});

server.registerTool("touch_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await notes.read(id);
    return reply(`Touched ${id}`, false);
  } catch (e) {
    // FINE: the helper takes isError from its caller.
    return reply(`Failed to touch ${id}: ${e}`, true);
  }
});

server.registerTool("count_notes", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const body = await notes.read(id);
  // FINE: not a failure branch, and the text reports none.
  return replyLines(`Note ${id} has ${body.length} characters`);
});

// A delegate whose result the tool returns as its own.
async function archiveNote(id: string) {
  try {
    await notes.remove(id);
    return replyLines(`Archived ${id}`);
  } catch (e) {
    // BAD: the delegate hands the failure to the success helper, and the tool returns its result.
    return replyLines(`Failed to archive ${id}: ${e}`); // want: softerror related=src/replies.ts:7
  }
}

server.registerTool("archive_note", { inputSchema: { id: z.string() } }, async ({ id }) => archiveNote(id));

// No tool returns this function's value: a script's report, not a tool's result.
export async function purgeReport(id: string) {
  try {
    await notes.remove(id);
    return replyLines(`Purged ${id}`);
  } catch (e) {
    // FINE here: no tool answers with it.
    return replyLines(`Failed to purge ${id}: ${e}`);
  }
}
