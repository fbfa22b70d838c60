// FINE: a tool object reached through the same barrel whose handler answers failures with
// isError.
import { printLabel } from "./store.js";

export const printLabelTool = {
  schema: { name: "print_label", inputSchema: { type: "object", properties: { item: { type: "string" } } } },
  handler: async (args: { item: string }) => {
    try {
      return { content: [{ type: "text", text: await printLabel(args.item) }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Error: ${String(error)}` }], isError: true }; // want: errorresult
    }
  },
};
