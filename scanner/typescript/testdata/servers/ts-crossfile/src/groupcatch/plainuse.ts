// Tools registered through the plain registration functions of plain.ts.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { addNoisyTool, addQuietTool } from "./plain.js";

export function registerPond(server: McpServer): void {
  addQuietTool(server, "feed-ducks", async () => {
    if (Math.random() > 2) {
      // FINE: addQuietTool's catch answers isError.
      throw new Error("out of bread");
    }
    return "fed";
  });
  addNoisyTool(server, "count-frogs", async () => {
    if (Math.random() > 2) {
      // BAD: addNoisyTool's catch rethrows: the SDK makes an isError result of it.
      throw new Error("the frogs hid"); // want: raisederror related=13,src/groupcatch/plain.ts:16
    }
    return "12";
  });
}
