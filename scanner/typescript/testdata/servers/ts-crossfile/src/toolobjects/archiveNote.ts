// A tool object alone in its module: a name, a schema, a setup member and the handler that
// server.ts calls from the tool's callback, which lets what it throws through to the SDK.
import { z } from "zod";

const ArchiveNoteInput = z.object({ id: z.string() });

let shelf: { archive(id: string): Promise<{ archived: boolean }> };

const archiveNote = {
  name: "archive-note",
  description: "Archive a note",
  schema: ArchiveNoteInput,

  setup(s: typeof shelf) {
    shelf = s;
  },

  execute: async (input: { id: string }) => {
    try {
      const res = await shelf.archive(input.id);
      if (!res.archived) {
        // Caught below and rewrapped: the rewrap, which carries its message to the client, is
        // the site, naming it.
        throw new Error(`note ${input.id} is locked`);
      }
      return { archived: input.id };
    } catch (error) {
      console.error("archive failed", error);
      // An isError result, made by the SDK from the message alone.
      throw new Error(`Could not archive note: ${error instanceof Error ? error.message : String(error)}`); // want: raisederror related=24,src/toolobjects/archiveNote.ts:9,src/toolobjects/server.ts:47,src/toolobjects/server.ts:48
    }
  },
};

export { archiveNote };
