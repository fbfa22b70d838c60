// Handlers that hand the dispatched tool's flag on, and one whose tools never set it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { orderTools, quietTools } from "./tools.js";

const shop = { order: async (id: string) => ({ id }), cancel: async (_id: string) => true, count: async () => 0 };
const server = new Server({ name: "orders-passed", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = request.params.name;
  const args = request.params.arguments ?? {};
  if (name.startsWith("quiet_")) {
    const quiet = quietTools.find((t) => t.name === name.slice(6));
    if (!quiet) throw new Error("unknown tool");
    const counter = new quiet.class(shop);
    const counted = await counter.execute(args);
    // FINE: no class of the quiet table sets isError.
    return { content: counted.content, _meta: request.params._meta };
  }
  const def = orderTools.find((t) => t.name === name);
  if (!def) throw new Error("unknown tool");
  const tool = new def.class(shop);
  if (name === "fetch_order") {
    const whole = await tool.execute(args);
    // FINE: the result as it is, its flag with it.
    return whole;
  }
  if (name === "cancel_order") {
    const spread = await tool.execute(args);
    // FINE: the spread carries the flag on.
    return { ...spread, _meta: request.params._meta };
  }
  const copied = await tool.execute(args);
  // FINE: the new result passes the flag on.
  return { content: copied.content, isError: copied.isError };
});
