// A table of note commands, keyed by command name, that server.ts registers by iterating it.
import { z } from "zod";

declare const notebook: { read(id: string): Promise<string | undefined>; remove(id: string): Promise<void> };

export const noteCommands = {
  read: {
    description: "Read a note",
    schema: { id: z.string() },
    handler: async (args: { id: string }) => {
      const note = await notebook.read(args.id);
      if (!note) {
        // BAD: the tool returns this handler's result as its own, and nothing sets isError.
        return { content: [{ type: "text" as const, text: `Note ${args.id} not found` }] }; // want: softerror related=src/iterated/server.ts:36,src/iterated/notes.ts:7
      }
      return { content: [{ type: "text" as const, text: note }] };
    },
  },
  remove: {
    description: "Remove a note",
    schema: { id: z.string() },
    handler: async (args: { id: string }) => {
      if (!args.id) {
        // FINE: the tool's catch answers with isError.
        throw new Error("id is required");
      }
      try {
        await notebook.remove(args.id);
      } catch (error) {
        // FINE: isError is set.
        return { content: [{ type: "text" as const, text: `Could not remove ${args.id}: ${error}` }], isError: true }; // want: errorresult
      }
      return { content: [{ type: "text" as const, text: "removed" }] };
    },
  },
};
