// Another table of tools by name.
import { z } from "zod";

export const flowerTools = {
  pickFlower: {
    description: "Pick a flower",
    schema: z.object({ kind: z.string() }),
    handler: async ({ kind }: { kind: string }) => ({ picked: kind }),
  },
};
