import { z } from "zod";
import { createTool, makeHook } from "./tool-types.js";

declare const notes: { remove(id: string): Promise<{ ok: boolean; status: number }> };

const deleteNoteParams = z.object({ id: z.string() });

export const deleteNoteTool = createTool("delete_note", "Delete a note", deleteNoteParams, async (args) => {
  try {
    const res = await notes.remove(args.id);
    if (res.ok) {
      return `Deleted note ${args.id}`;
    } else if (res.status === 429) {
      // BAD: a limit the call ran into, as a success text.
      return "Rate limit exceeded: try again in a minute."; // want: softerror
    } else {
      return `Unexpected response status: ${res.status}`; // want: softerror
    }
  } catch (error) {
    // BAD: fastmcp sends the returned string as a success.
    return `Error deleting note: ${error instanceof Error ? error.message : String(error)}`; // want: softerror
  }
});

// FINE: a hook, not a tool: nothing registers what it returns as a tool's answer.
export const retryHook = makeHook("retry", { attempts: 3 }, async (e) => {
  return `Error: ${String(e)}`;
});
