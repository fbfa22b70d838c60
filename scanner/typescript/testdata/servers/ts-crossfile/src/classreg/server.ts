// The project's own server class: registerTool keeps each tool for the low-level tools/call
// handler's dispatch and, once an McpServer is attached, registers it there too, inside a try
// whose catch answers what the handler throws. Its one instance is exported for the registry.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

type Handler = (args: any) => Promise<unknown>;

export class ShopServer {
  private server = new Server({ name: "shop", version: "1.0.0" }, { capabilities: { tools: {} } });
  private compat?: McpServer;
  private tools = new Map<string, { description: string; handler: Handler }>();

  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      try {
        const result = await this.callTool(name, args);
        return { content: [{ type: "text", text: JSON.stringify(result) }] };
      } catch (error) {
        if (error instanceof McpError) {
          // BAD: an unknown tool's McpError reaches the client as a JSON-RPC error.
          throw error; // want: protocolerror
        }
        // BAD: every tool's failure becomes a JSON-RPC error.
        throw new McpError(ErrorCode.InternalError, `Tool ${name} failed: ${String(error)}`); // want: protocolerror
      }
    });
  }

  attach(mcp: McpServer) {
    this.compat = mcp;
  }

  registerTool(name: string, description: string, inputSchema: any, handler: Handler) {
    this.tools.set(name, { description, handler });
    if (this.compat) {
      this.compat.registerTool(name, { description, inputSchema: inputSchema.shape }, async (args: any) => {
        try {
          const result = await handler(args);
          return { content: [{ type: "text" as const, text: JSON.stringify(result, null, 2) }] };
        } catch (error) {
          return { content: [{ type: "text" as const, text: `Error: ${String(error)}` }], isError: true }; // want: errorresult
        }
      });
    }
  }

  private async callTool(name: string, args: unknown) {
    const tool = this.tools.get(name);
    if (!tool) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    return tool.handler(args);
  }
}

export const shopServer = new ShopServer();
