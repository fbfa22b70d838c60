// A module of tools for the tool shed, written as beds.ts is: every execute answers its own
// failures.
import { failed } from "./answers.js";
import type { Options } from "./beds.js";

declare const shed: { count(kind: string): Promise<number> };

class CountHandler {
  constructor(private readonly options: Options) {}

  async execute(args: Record<string, any>) {
    try {
      return { content: [{ type: "text" as const, text: String(await shed.count(args.kind)) }] };
    } catch (error) {
      return failed(error, "count");
    }
  }
}

export function shedTools(options: Options) {
  return [{ tool: { name: "count", description: "Count the tools of a kind" }, handler: new CountHandler(options) }];
}
