// A low-level handler that runs the tool class an entry of another module's table names and
// rebuilds its result from the content alone.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { orderTools } from "./tools.js";

const shop = { order: async (id: string) => ({ id }), cancel: async (_id: string) => true, count: async () => 0 };
const server = new Server({ name: "orders", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const def = orderTools.find((t) => t.name === request.params.name);
  if (!def) {
    return { isError: true, content: [{ type: "text", text: "Unknown tool" }] }; // want: errorresult shape=prose-only
  }
  const tool = new def.class(shop);
  const result = await tool.execute(request.params.arguments ?? {});
  return {
    // BAD: each class's isError: true is left behind; the client gets every failure as a success.
    content: result.content, // want: droppedflag related=src/droppedcopy/tools.ts:7,src/droppedcopy/tools.ts:8,src/droppedcopy/fetchorder.ts:8,src/droppedcopy/fetchorder.ts:14,src/droppedcopy/cancelorder.ts:8
    _meta: request.params._meta,
  };
});
