// A low-level server whose tools take an action argument: a helper switches on it, and its
// default answers an action the model got wrong, a failure of the tool, not an unknown tool.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

async function manageBoards(args: Record<string, unknown>) {
  switch (args.action) {
    case "list":
      return { content: [{ type: "text" as const, text: "boards: a, b" }] };
    default:
      // BAD: a bad action of a known tool goes out as a JSON-RPC error.
      throw new Error(`Unknown boards action: ${String(args.action)}`); // want: protocolerror related=src/actionswitch/server.ts:17,src/actionswitch/server.ts:20
  }
}

const server = new Server({ name: "boards", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "boards":
      return await manageBoards(request.params.arguments ?? {});
    default:
      // FINE: an unknown tool's name is the client's mistake, a protocol error by the spec.
      throw new McpError(ErrorCode.MethodNotFound, `No tool ${request.params.name}`);
  }
});
