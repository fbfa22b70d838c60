// A tool module whose handler, a method of the entry, catches its own failure.
import { z } from "zod";
import { registerEntry } from "../registry.js";

registerEntry({
  name: "harvest",
  description: "Harvest a bed",
  schema: z.object({ bed: z.string() }),
  async handler(input) {
    try {
      if (input.bed === "") {
        // FINE: caught below.
        throw new Error("bed is required");
      }
      return { harvested: input.bed };
    } catch {
      return { harvested: "" };
    }
  },
});
