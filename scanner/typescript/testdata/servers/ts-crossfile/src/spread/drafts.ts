// Tool tables whose handlers' throws reach no SDK callback.
import { z } from "zod";

// index.ts registers these in a callback whose catch answers with isError.
export const draftTools = [
  {
    name: "saveDraft",
    description: "Save a draft",
    schema: { text: z.string() },
    handler: async ({ text }: { text: string }) => {
      if (!text) {
        // FINE: the tool's catch answers with isError.
        throw new Error("the draft is empty");
      }
      return { content: [{ type: "text" as const, text: "saved" }] };
    },
  },
];

// No module registers this table.
export const archivedTools = [
  {
    name: "restoreDraft",
    description: "Restore a draft",
    schema: { id: z.string() },
    handler: async ({ id }: { id: string }) => {
      // FINE: no tool runs this handler.
      throw new Error(`draft ${id} is archived`);
    },
  },
];
