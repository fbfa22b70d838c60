// A low-level tools/call handler over the table: every failure of the API client its handlers
// call goes out as a JSON-RPC error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { kettleTools } from "./tools.js";

const server = new Server({ name: "kettle", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = kettleTools[request.params.name as keyof typeof kettleTools];
  if (!tool) {
    throw new McpError(ErrorCode.MethodNotFound, `unknown tool ${request.params.name}`);
  }
  try {
    const result = await tool.handler(request.params.arguments as any);
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    // BAD: the API's failure (client.ts), reached through the handlers, and fill's own throw are
    // JSON-RPC errors; related names fill's call of the client beside its throw.
    throw new McpError(ErrorCode.InternalError, String(error)); // want: protocolerror related=src/tableclient/tools.ts:5,src/tableclient/tools.ts:7,src/tableclient/client.ts:7,src/tableclient/client.ts:4,src/tableclient/tools.ts:9,src/tableclient/tools.ts:12,src/tableclient/tools.ts:16,src/tableclient/tools.ts:20,src/tableclient/tools.ts:22
  }
});
