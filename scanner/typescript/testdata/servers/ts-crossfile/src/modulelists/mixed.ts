// A module of tools whose list mixes a handler class's instance with a handler written as an
// object literal: the literal's execute is not followed, so the list's handlers are not all
// known.
import { failed } from "./answers.js";
import type { Options } from "./beds.js";

declare const gate: { open(id: string): Promise<boolean> };

class OpenHandler {
  constructor(private readonly options: Options) {}

  async execute(args: Record<string, any>) {
    try {
      return { content: [{ type: "text" as const, text: String(await gate.open(args.id)) }] };
    } catch (error) {
      return failed(error, "open");
    }
  }
}

export function mixedTools(options: Options) {
  return [
    { tool: { name: "open", description: "Open a gate" }, handler: new OpenHandler(options) },
    {
      tool: { name: "close", description: "Close a gate" },
      handler: {
        async execute(args: Record<string, any>) {
          if (!args.id) {
            throw new Error("id is required");
          }
          return { content: [{ type: "text" as const, text: `closed ${args.id}` }] };
        },
      },
    },
  ];
}
