// Imported as a namespace in index.ts.
import { z } from "zod";
import { notes } from "./store";

export const renameAction = {
  name: "RENAME_NOTE",
  description: "RENAME_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};
