import { z } from "zod";
import { makeTool } from "./make.js";
import { gardenService } from "./garden.service.js";

export const plotTools = [
  makeTool("plot_status", "Status of a plot", { plotId: z.string() }, async ({ plotId }) => {
    if (plotId.length > 64) {
      throw new Error("plot id too long"); // want: raisederror related=src/tupletools/plots.tool.ts:6,src/tupletools/plots.tool.ts:6,src/tupletools/server.ts:8
    }
    return gardenService.status(plotId);
  }),
  makeTool("plot_water", "Water a plot", { plotId: z.string() }, async ({ plotId }) => gardenService.water(plotId)),
];

// FINE: a list of tuples that nothing registers: its throw reaches no client.
export const draftTools = [
  makeTool("plot_draft", "Not registered", { plotId: z.string() }, async () => {
    throw new Error("drafts are not served");
  }),
];
