// A low-level dispatcher that sets one result variable in each case and returns it serialized
// through one shared return: the fix (isError from the result's success) goes there once for
// every tool, so the finding stands at that return and names each callee's failure return.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as pantry from "./pantry.js";

const server = new Server({ name: "shared", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  let result: any;
  try {
    switch (name) {
      case "read_shelf":
        result = await pantry.readShelf(args as any);
        break;
      case "stock_shelf":
        result = await pantry.stockShelf(args as any);
        break;
      case "count_shelf":
        result = await pantry.countShelf(args as any);
        break;
      default:
        throw new Error(`Unknown tool: ${name}`);
    }
    return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] }; // want: softerror related=15,src/sharedresult/pantry.ts:17,18,src/sharedresult/pantry.ts:23,src/sharedresult/pantry.ts:29
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});
