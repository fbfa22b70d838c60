// A table of entries in a module that no module imports: none of them is a tool.
import { z } from "zod";
import { notes } from "./store";

export const orphanTools = [
  {
    name: "orphan_fetch",
    inputSchema: { id: z.string() },
    handler: async ({ id }: { id: string }) => {
      try {
        return await notes.get(id);
      } catch (e) {
        return `Failed to fetch ${id}: ${String(e)}`;
      }
    },
  },
];
