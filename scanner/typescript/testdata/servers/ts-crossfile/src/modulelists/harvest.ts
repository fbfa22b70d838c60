// A module of tools whose handler checks its argument before its try: that throw leaves execute.
import { failed } from "./answers.js";
import type { Options } from "./beds.js";

declare const crops: { pick(row: number): Promise<string[]> };

class PickHandler {
  constructor(private readonly options: Options) {}

  async execute(args: Record<string, any>) {
    if (typeof args.row !== "number") {
      throw new Error("row must be a number");
    }
    try {
      const picked = await crops.pick(args.row);
      return { content: [{ type: "text" as const, text: picked.join(", ") }] };
    } catch (error) {
      return failed(error, "pick");
    }
  }
}

export function harvestTools(options: Options) {
  const handler = new PickHandler(options); // the element names it by a shorthand
  return [{ tool: { name: "pick", description: "Pick a row" }, handler }];
}
