// A tools/call dispatcher in the style of an SDK's own McpServer: unknown and disabled tools are
// protocol errors by design, and the URL-elicitation error must be re-thrown as one.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

type Tool = { enabled: boolean; run(args: unknown): Promise<CallToolResult> };
declare const registry: Record<string, Tool>;

const server = new Server({ name: "dispatch", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = registry[request.params.name];
  if (!tool) {
    // FINE: unknown tool.
    throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
  }
  if (!tool.enabled) {
    // FINE: a disabled tool is answered like an unknown one.
    throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} disabled`);
  }
  try {
    return await tool.run(request.params.arguments);
  } catch (error) {
    if (error instanceof McpError && error.code === ErrorCode.UrlElicitationRequired) {
      // FINE: URL elicitation must reach the client as JSON-RPC -32042.
      throw error;
    }
    if (error instanceof McpError) {
      // BAD: any other protocol error escapes too.
      throw error; // want: protocolerror
    }
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});
