// The bed tools, bound to the configuration by initialize.
import { plantBed } from "./plant.js";

const definitions = [{ name: "plant_bed", inputSchema: { type: "object" } }];

export const bedTools = {
  initialize: (config: { url: string }) => ({
    plantBed: (args: { bed?: string }) => plantBed(args, config),
    definitions,
  }),
  definitions,
};
