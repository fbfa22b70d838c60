// The seed tools, an object of functions.
import { sowSeeds } from "./sow.js";
import { waterSeeds } from "./water.js";

export const seedTools = {
  sowSeeds: (args: { seed?: string }) => sowSeeds(args),
  waterSeeds: (args: { litres?: number }) => waterSeeds(args),
};
