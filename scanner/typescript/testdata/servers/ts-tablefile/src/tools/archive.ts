// A table entry that lets its failure throw: nothing to report in it (the throw is store.ts's).
import { z } from "zod";
import { store } from "./store.js";

export const archiveTool = {
  name: "archive_note",
  description: "Archive a note",
  inputSchema: { id: z.string() },
  async handler({ id }: { id: string }) {
    await store.archive(id);
    return `archived ${id}`;
  },
};
