// A tool declared through declareTool; the file spells no isError (extracted only because the
// registration's aliases want it).
import { z } from "zod";
import { declareTool } from "./define.js";

declare const garden: { plant(bed: string): Promise<{ failed: boolean; reason?: string }> };

const PlantSeedTool = declareTool("plant-seed", "Plant a seed in a bed.", { bed: z.string() }, async ({ bed }) => {
  if (bed === "") throw new Error("bed must not be empty"); // want: raisederror
  const res = await garden.plant(bed);
  if (res.failed) {
    return { content: [{ type: "text" as const, text: `Error planting seed: ${res.reason}` }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: `planted in ${bed}` }] };
});

export default PlantSeedTool;
