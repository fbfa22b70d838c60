// Imported by server.ts: its entry is a tool.
import { z } from "zod";
import { beds } from "./beds";

const waterMove = {
  name: "WATER_BED",
  description: "Water one garden bed",
  schema: z.object({ bed: z.string() }),
  handler: async ({ bed }: { bed: string }) => {
    try {
      return { status: "success", litres: await beds.water(bed) };
    } catch (e) {
      return { status: "error", message: `watering failed: ${String(e)}` }; // a finding
    }
  },
};

export default waterMove;
