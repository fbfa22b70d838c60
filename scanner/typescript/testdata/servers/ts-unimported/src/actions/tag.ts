// Re-exported (export * from) and imported by loaders/more.ts.
import { z } from "zod";
import { notes } from "./store";

export const tagAction = {
  name: "TAG_NOTE",
  description: "TAG_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};
