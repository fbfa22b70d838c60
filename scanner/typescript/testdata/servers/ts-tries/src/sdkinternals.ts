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

// A server generated from an OpenAPI document: its tools are the document's operations.
declare function findOperation(name: string): { path: string } | undefined;
declare function call(op: { path: string }, args: unknown): Promise<{ data: unknown }>;
declare class HttpError extends Error {
  body: Record<string, unknown>;
}

const proxy = new Server({ name: "openapi", version: "1.0.0" }, { capabilities: { tools: {} } });

proxy.setRequestHandler(CallToolRequestSchema, async (request) => {
  const op = findOperation(request.params.name);
  if (!op) {
    // FINE: an operation that is not found is an unknown tool.
    throw new Error(`Method ${request.params.name} not found`);
  }
  try {
    const res = await call(op, request.params.arguments);
    return { content: [{ type: "text", text: JSON.stringify(res.data) }] };
  } catch (error) {
    if (error instanceof HttpError) {
      // BAD: the API's error body goes back as a success.
      return { content: [{ type: "text", text: JSON.stringify({ status: "error", ...error.body }) }] }; // want: softerror shape=json-in-text
    }
    throw error; // want: protocolerror
  }
});
