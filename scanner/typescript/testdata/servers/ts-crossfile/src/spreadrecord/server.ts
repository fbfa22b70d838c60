// A low-level tools/call handler that looks the tool up in the merged record and calls its
// handler, rethrowing every failure as a protocol error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { tools } from "./index.js";

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = tools[request.params.name];
  if (!tool) {
    throw new McpError(ErrorCode.MethodNotFound, `unknown tool ${request.params.name}`);
  }
  try {
    const result = await tool.handler(request.params.arguments ?? {});
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    // BAD: the handler's business failure (bees.ts) goes out as a JSON-RPC error.
    throw new McpError(ErrorCode.InternalError, error instanceof Error ? error.message : String(error)); // want: protocolerror related=src/spreadrecord/bees.ts:12,src/spreadrecord/bees.ts:7,src/spreadrecord/index.ts:5
  }
});
