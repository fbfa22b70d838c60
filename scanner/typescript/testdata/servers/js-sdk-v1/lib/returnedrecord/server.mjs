// A low-level server whose tools/call handler calls the handler of the entry it looks up in the
// record a function of tools.mjs returns.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createShelfTools } from "./tools.mjs";

export function startShelf(store) {
  const server = new Server({ name: "shelf", version: "1.0.0" }, { capabilities: { tools: {} } });
  const tools = createShelfTools(store);
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    return tools[name].handler(args);
  });
  return server;
}
