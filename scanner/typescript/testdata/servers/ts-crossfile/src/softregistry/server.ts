// A low-level server that returns what the function it looks up in another module's table
// returns: each entry's result is the handler's.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { softTools } from "./table.js";

const server = new Server({ name: "directory", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = softTools[request.params.name];
  if (!handler) {
    return { content: [{ type: "text" as const, text: `Unknown tool: ${request.params.name}` }], isError: true }; // want: errorresult
  }
  return handler(request.params.arguments);
});
