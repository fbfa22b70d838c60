import { z } from "zod";

// The module's default export, registered through a default import.
export default {
  name: "rotate-photo",
  parameters: z.object({ degrees: z.number() }),
  execute: async (args: { degrees: number }) => {
    if (args.degrees % 90 !== 0) {
      throw new Error(`cannot rotate by ${args.degrees}`); // want: raisederror function=rotate-photo
    }
    return "rotated";
  },
};
