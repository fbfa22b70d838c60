// A low-level dispatcher that looks the tool's handler up in a table of tool objects' handler
// members, all imported from one barrel: each entry is followed to the function it holds, not
// only the first (they share the member's name, the first of their keys).
import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
import { clearShelfTool, printLabelTool, stockShelfTool } from "./pantry";

const handlers: Record<string, (args: any) => Promise<unknown>> = {
  print_label: printLabelTool.handler,
  stock_shelf: stockShelfTool.handler,
  clear_shelf: clearShelfTool.handler,
};

export async function handlePantryCall(request: CallToolRequest) {
  const { name, arguments: args } = request.params;
  try {
    if (name in handlers) {
      return await handlers[name](args);
    }
    throw new Error(`Unknown tool: ${name}`);
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }], isError: true }; // want: errorresult
  }
}
