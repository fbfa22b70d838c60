// Imported by no module of this project: its entry is no tool, and its error object no finding.
import { z } from "zod";
import { beds } from "./beds";

const pruneMove = {
  name: "PRUNE_BED",
  description: "Prune the plants of one garden bed",
  schema: z.object({ bed: z.string() }),
  handler: async ({ bed }: { bed: string }) => {
    try {
      return { status: "success", cut: await beds.prune(bed) };
    } catch (e) {
      return { status: "error", message: `pruning failed: ${String(e)}` }; // no finding
    }
  },
};

export default pruneMove;
