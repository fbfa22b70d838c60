// A tool declared through declareTool, exported by name, that flags one failure and not another.
import { z } from "zod";
import { declareTool } from "./define.js";

declare const hose: { water(bed: string): Promise<boolean> };

export const WaterTool = declareTool("water-bed", "Water a bed.", { bed: z.string() }, async ({ bed }) => {
  try {
    if (!(await hose.water(bed))) {
      return { isError: true, content: [{ type: "text" as const, text: `bed ${bed} is dry` }] }; // want: errorresult
    }
    return { content: [{ type: "text" as const, text: "watered" }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Error watering ${bed}: ${String(error)}` }] }; // want: softerror
  }
});
