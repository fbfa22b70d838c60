// A tool table entry alone in its file: no MCP construct, no needle. Its catch answers the
// failure as a plain string, which the registration loop sends as a success.
import { z } from "zod";
import { store } from "./store.js";

export const fetchNoteTool = {
  name: "fetch_note",
  description: "Fetch a note by its id",
  inputSchema: { id: z.string() },
  handler: async ({ id }: { id: string }) => {
    try {
      return await store.get(id);
    } catch (e) {
      return `Failed to fetch note ${id}: ${String(e)}`; // want: softerror
    }
  },
};
