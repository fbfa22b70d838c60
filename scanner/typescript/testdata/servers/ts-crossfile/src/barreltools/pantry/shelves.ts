// Tool objects whose handlers a dispatcher of another module reaches through the barrel
// (pantry/index.ts) that re-exports them by name, each judged where it returns.
import { stockShelf, clearShelf } from "./store.js";

export const stockShelfTool = {
  schema: { name: "stock_shelf", inputSchema: { type: "object", properties: { shelf: { type: "string" } } } },
  handler: async (args: { shelf: string }) => {
    try {
      const count = await stockShelf(args.shelf);
      return { content: [{ type: "text", text: `Stocked ${count} items` }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Error: ${error instanceof Error ? error.message : "unknown"}` }] }; // want: softerror related=src/barreltools/dispatch.ts:17
    }
  },
};

export const clearShelfTool = {
  schema: { name: "clear_shelf", inputSchema: { type: "object", properties: { shelf: { type: "string" } } } },
  handler: async (args: { shelf: string }) => {
    try {
      await clearShelf(args.shelf);
      return { content: [{ type: "text", text: "Cleared" }] };
    } catch (error) {
      return { content: [{ type: "text", text: `Failed to clear shelf: ${String(error)}` }] }; // want: softerror related=src/barreltools/dispatch.ts:17
    }
  },
};
