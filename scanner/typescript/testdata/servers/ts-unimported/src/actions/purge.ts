// Required by loaders/more.ts.
import { z } from "zod";
import { notes } from "./store";

export const purgeAction = {
  name: "PURGE_NOTE",
  description: "PURGE_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};
