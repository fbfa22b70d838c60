// Imported by no module: its entry is no tool.
import { z } from "zod";
import { notes } from "./store";

const orphanAction = {
  name: "ORPHAN_NOTE",
  description: "ORPHAN_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` };
    }
  },
};

export default orphanAction;
