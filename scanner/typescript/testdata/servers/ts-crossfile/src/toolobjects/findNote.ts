// A tool object whose handler answers a failure with an error member: what server.ts's
// callback does with the value decides what the client gets.
import { z } from "zod";

declare const index: { find(query: string): Promise<string[]> };

export const findNote = {
  name: "find-note",
  schema: z.object({ query: z.string() }),
  execute: async (input: { query: string }) => {
    try {
      return { matches: await index.find(input.query) };
    } catch (error) {
      // BAD: an entry that is its own tool's answer, and the callback below passes it on as text.
      return { error: `search failed: ${String(error)}` }; // want: softerror
    }
  },
};
