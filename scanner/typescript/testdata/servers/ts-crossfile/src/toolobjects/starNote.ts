// Tool objects that server.ts reaches through a whole-module import (`import * as stars`).
import { z } from "zod";

declare const stars: { star(id: string): Promise<boolean>; unstar(id: string): Promise<boolean> };

export const starNote = {
  name: "star-note",
  schema: z.object({ id: z.string() }),
  execute: async (input: { id: string }) => {
    if (!(await stars.star(input.id))) {
      // An isError result: the callback calls stars.starNote.execute with no try.
      throw new Error(`note ${input.id} cannot be starred`); // want: raisederror
    }
    return { starred: input.id };
  },
};

export const unstarNote = {
  name: "unstar-note",
  schema: z.object({ id: z.string() }),
  execute: async (input: { id: string }) => {
    if (!(await stars.unstar(input.id))) {
      // FINE: no tool calls unstarNote's handler (the callback calls starNote's).
      throw new Error(`note ${input.id} is not starred`);
    }
    return { unstarred: input.id };
  },
};
