// A pi tool definition (name, parameters, execute): a table entry to the scanner, pi's tool here.
import type { ToolDefinition } from "@earendil-works/pi-coding-agent";
import { lookup } from "./lookup.js";

export const defineTool: ToolDefinition = {
  name: "define",
  parameters: { type: "object", properties: { word: { type: "string" } } },
  async execute(_id: string, { word }: { word: string }) {
    try {
      return { content: [{ type: "text", text: await lookup(word) }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error: define failed: ${String(e)}` }] };
    }
  },
};
