// A tool module whose handler is a method of the entry and throws.
import { z } from "zod";
import { registerEntry } from "../registry.js";

registerEntry({
  name: "prune",
  description: "Prune a bed",
  schema: z.object({ bed: z.string(), depth: z.number() }),
  async handler(input) {
    if (input.depth > 3) {
      // BAD: named by the server's rethrow through the registry.
      throw new Error("prune at most three levels deep");
    }
    return { pruned: input.bed };
  },
});
