// A low-level server whose handler awaits the tool functions in a try whose catch rewraps every
// failure into an McpError: what their unawaited promises reject with reaches it, and the
// rewrap names those throws (not water's, which treeAction's own catch answers, nor label's).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { treeAction } from "./orchard.js";

const server = new Server({ name: "orchard", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as { op?: string; tree?: string };
  try {
    switch (request.params.name) {
      case "tree":
        return await treeAction(String(args.op), String(args.tree));
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, `Tool failed: ${error}`); // want: protocolerror related=src/unawaited/orchard.ts:11,src/unawaited/orchard.ts:34,src/unawaited/orchard.ts:32,src/unawaited/orchard.ts:14,src/unawaited/orchard.ts:42,src/unawaited/orchard.ts:40
  }
});
