// Tool definitions without handlers; table.ts pairs each with a handler by name.
import { z } from "zod";

export const plantTool = { name: "plant", description: "Plant a seed", inputSchema: z.object({ bed: z.string() }) };
export const harvestTool = { name: "harvest", description: "Harvest a bed", inputSchema: z.object({ bed: z.string() }) };
export const pruneTool = { name: "prune", description: "Prune a bed", inputSchema: z.object({ bed: z.string() }) };
