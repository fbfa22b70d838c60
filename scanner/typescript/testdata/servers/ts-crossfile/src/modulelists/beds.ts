// A module of tools for the garden's beds: a function that returns one registration per tool,
// each an object of the tool's description and an instance of a handler class whose execute
// catches every failure of its body and answers it with isError.
import { failed } from "./answers.js";

declare const api: { water(bed: string): Promise<number>; weed(bed: string): Promise<number> };

export interface Options {
  dryRun: boolean;
}

class WaterHandler {
  constructor(private readonly options: Options) {}

  async execute(args: Record<string, any>) {
    try {
      if (!args.bed) {
        throw new Error("bed is required"); // caught below
      }
      const litres = this.options.dryRun ? 0 : await api.water(args.bed);
      return { content: [{ type: "text" as const, text: `watered ${args.bed}: ${litres} l` }] };
    } catch (error) {
      return failed(error, "water");
    }
  }
}

class WeedHandler {
  constructor(private readonly options: Options) {}

  async execute(args: Record<string, any>) {
    try {
      const n = await api.weed(String(args.bed));
      return { content: [{ type: "text" as const, text: `pulled ${n} weeds` }] };
    } catch (error) {
      return failed(error, "weed");
    }
  }
}

export function bedTools(options: Options) {
  return [
    { tool: { name: "water", description: "Water a bed" }, handler: new WaterHandler(options) },
    { tool: { name: "weed", description: "Weed a bed" }, handler: new WeedHandler(options) },
  ];
}
