// A low-level server whose tools/call handler asks a tool set of another module for the tool's
// handler by name and calls it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ToolSet } from "./toolset.js";

export class CallHandler {
  private tools: ToolSet;

  constructor(tools: ToolSet) {
    this.tools = tools;
  }

  async handle(request: any) {
    const handler = this.tools.getHandler(request.params.name);
    if (!handler) {
      // FINE: an unknown tool is a protocol matter.
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    }
    return handler(request);
  }
}

const server = new Server({ name: "echo", version: "1.0.0" }, { capabilities: { tools: {} } });
const calls = new CallHandler(new ToolSet());
server.setRequestHandler(CallToolRequestSchema, (request) => calls.handle(request));
