// A low-level server that dispatches from a table of result builders and returns what each
// builds as its result, as it is.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { exchangeHandlers } from "./table.js";

const server = new Server({ name: "exchange", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = exchangeHandlers[request.params.name];
  if (!handler) {
    return { isError: true, content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }] }; // want: errorresult
  }
  return handler(request.params.arguments);
});
