// A tool module whose handler wraps its answers in the registry's envelope: the server sends
// whatever the handler returns as JSON text, with no isError.
import { z } from "zod";
import { answer, summary } from "../envelope.js";
import { registerEntry } from "../registry.js";

registerEntry({
  name: "plan",
  description: "Plan the beds of a season",
  schema: z.object({ beds: z.array(z.string()) }),
  handler: async (input) => {
    if (input.beds.length === 0) {
      // BAD: the error object comes back whole inside the envelope, sent as a success.
      return answer({ error: "give at least one bed to plan" }, ["nothing planned"]); // want: softerror related=src/ownregistry/envelope.ts:3
    }
    if (input.beds.length > 10) {
      // FINE: summary keeps the count only.
      return summary({ count: 0, error: "too many beds" });
    }
    // FINE: no failure in it.
    return answer({ planned: input.beds.length });
  },
});
