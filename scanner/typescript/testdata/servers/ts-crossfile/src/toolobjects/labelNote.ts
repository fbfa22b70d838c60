// A tool object exported where it is declared, with its handler as a method.
import { z } from "zod";

declare const labels: { add(id: string, label: string): Promise<void> };

export const labelNote = {
  name: "label-note",
  schema: z.object({ id: z.string(), label: z.string() }),
  async execute(input: { id: string; label: string }) {
    if (input.label.length > 40) {
      // An isError result: server.ts's callback has no try around the call.
      throw new Error(`label too long: ${input.label.length} characters, at most 40`); // want: raisederror
    }
    await labels.add(input.id, input.label);
    return { labelled: input.id };
  },
};
