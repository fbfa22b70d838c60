// A tool object as the module's default export, whose handler returns its failure as text.
import { z } from "zod";

declare const pins: { pin(id: string): Promise<void> };

export default {
  name: "pin-note",
  schema: z.object({ id: z.string() }),
  handler: async (input: { id: string }) => {
    try {
      await pins.pin(input.id);
      return { content: [{ type: "text" as const, text: `pinned ${input.id}` }] };
    } catch (error) {
      // BAD: the tool returns this result as its own, and nothing sets isError.
      return { content: [{ type: "text" as const, text: `Error: could not pin ${input.id}: ${error}` }] }; // want: softerror
    }
  },
};
