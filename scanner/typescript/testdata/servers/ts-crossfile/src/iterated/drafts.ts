// Command tables whose handlers no tool calls.
import { z } from "zod";

declare const drafts: { save(text: string): Promise<void> };

// server.ts iterates this table, but its tools never call a handler.
export const draftCommands = {
  "draft-save": {
    description: "Save a draft",
    schema: { text: z.string() },
    handler: async (args: { text: string }) => {
      try {
        await drafts.save(args.text);
        return { content: [{ type: "text" as const, text: "saved" }] };
      } catch (error) {
        // FINE: no tool returns what this handler returns.
        return { content: [{ type: "text" as const, text: `Error: could not save: ${error}` }] };
      }
    },
  },
};

// No module iterates this table.
export const archiveCommands = {
  "draft-archive": {
    description: "Archive drafts",
    schema: {},
    handler: async () => {
      // FINE: no tool returns what this handler returns.
      return { content: [{ type: "text" as const, text: "Error: the archive is offline" }] };
    },
  },
};
