// Imported by default import in index.ts.
import { z } from "zod";
import { notes } from "./store";

const lookupAction = {
  name: "LOOKUP_NOTE",
  description: "LOOKUP_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};

export default lookupAction;
