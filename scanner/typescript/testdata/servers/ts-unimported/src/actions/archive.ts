// Imported by a dynamic import() in index.ts.
import { z } from "zod";
import { notes } from "./store";

export const archiveAction = {
  name: "ARCHIVE_NOTE",
  description: "ARCHIVE_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};
