// A low-level tools/call handler that tests its request for a params object. The SDK parses the
// request with CallToolRequestSchema before the handler runs, and that schema requires params to
// be an object: the first throw never runs. A test of the arguments is the handler's own.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

declare function lookUp(word: string): Promise<string>;

const server = new Server({ name: "glossary", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const params = request.params;
  if (!params || typeof params !== "object") {
    // FINE: never runs.
    throw new McpError(ErrorCode.InvalidParams, "Invalid request parameters");
  }
  if (request.params === undefined) {
    // FINE: never runs either.
    throw new McpError(ErrorCode.InvalidParams, "No parameters");
  }
  const word = params.arguments?.word;
  if (typeof word !== "string") {
    // BAD: a missing argument thrown from the handler is a JSON-RPC error.
    throw new McpError(ErrorCode.InvalidParams, "word must be a string"); // want: protocolerror outcome=protocol-error
  }
  return { content: [{ type: "text", text: await lookUp(word) }] };
});
