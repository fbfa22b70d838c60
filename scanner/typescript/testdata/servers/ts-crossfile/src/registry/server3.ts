// A low-level server whose catch-all rethrow surrounds only a lookup in a table of functions
// that answer their own failures.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { quietFunctions } from "./quiet.js";

const server = new Server({ name: "ping", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const run = quietFunctions.get(request.params.name);
    if (!run) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    }
    return await run(request.params.arguments);
  } catch (error) {
    // FINE: only an unknown tool reaches it; pingHost answers its failures with isError.
    throw new McpError(ErrorCode.InternalError, `failed: ${error}`);
  }
});
