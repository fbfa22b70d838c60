// Imported by no module: its entry is no tool (the error result it builds stays in the inventory).
import { z } from "zod";
import { notes } from "./store";

const orphanAction = {
  name: "ORPHAN_NOTE",
  description: "ORPHAN_NOTE a note",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    if (!id) {
      return { isError: true, content: [{ type: "text", text: "id is required" }] }; // want: errorresult
    }
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` };
    }
  },
};

export default orphanAction;
