// Tool table entries named by a constant another module declares (an enum member), wrapped in
// an entry object that a dispatcher looks up by name: each handler is still a tool.
import { z } from "zod";
import { ToolNames, limits } from "./tablenames.js";

declare const boards: { pin(id: string): Promise<string>; count(): Promise<number> };

type Entry = { kind: "internal"; tool: Record<string, unknown> };

export const pinTool: Entry = {
  kind: "internal",
  tool: {
    name: ToolNames.PIN,
    description: "Pin a card",
    inputSchema: { id: z.string() },
    call: async ({ id }: { id: string }) => {
      try {
        return { content: [{ type: "text", text: `pinned ${await boards.pin(id)}` }] };
      } catch (e) {
        // BAD: the dispatcher sends the pin failure as a success.
        return { content: [{ type: "text", text: `Error pinning card ${id}: ${String(e)}` }] }; // want: softerror function=[ToolNames.PIN] related=12
      }
    },
  },
};

export const countTool: Entry = {
  kind: "internal",
  tool: {
    name: limits.COUNT,
    description: "Count the cards",
    inputSchema: {},
    call: async () => {
      try {
        return `${await boards.count()} cards`;
      } catch {
        // BAD: a member in capitals names a constant too.
        return "Failed to count the cards"; // want: softerror function=[limits.COUNT] related=29
      }
    },
  },
};

export function describeArgs(args: { name: string }) {
  // FINE: a name read from a value at run time (args.name) is no tool's; this object only
  // describes the arguments it was given.
  return {
    name: args.name,
    inputSchema: {},
    call: async () => "Error: nothing to call",
  };
}
