// Every tool by name: the tables of the modules, spread into one record.
import { beeTools } from "./bees.js";
import { flowerTools } from "./flowers.js";

export const tools: Record<string, { description: string; schema: any; handler: (a: any) => Promise<unknown> }> = {
  ...beeTools,
  ...flowerTools,
};
