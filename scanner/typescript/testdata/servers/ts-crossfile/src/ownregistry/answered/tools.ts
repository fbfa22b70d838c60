// Tools of the answering registry.
import { addTool } from "./registry.js";

addTool({
  name: "water",
  inputSchema: { type: "object" },
  execute: async (args) => {
    if (!args.bed) {
      // FINE: callTool's catch answers it with an isError result.
      throw new Error("bed is required");
    }
    return `watered ${args.bed}`;
  },
});
