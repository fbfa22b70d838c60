// The project's server class keeps each tool in a Map as an object literal of registerTool's
// parameters ({ name, description, handler }); the low-level tools/call handler calls callTool,
// which looks the tool up and calls the entry's handler: whatever a caller handed registerTool,
// on the exported instance in another module (registry.ts).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

type Handler = (args: any) => Promise<unknown>;

export class PotServer {
  private server = new Server({ name: "pots", version: "1.0.0" }, { capabilities: { tools: {} } });
  private tools = new Map<string, { name: string; description: string; handler: Handler }>();

  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      try {
        return await this.callTool(name, args);
      } catch (error) {
        if (error instanceof McpError) {
          // BAD as in classreg: the pass-through stays reported (a tool handed in may throw an McpError).
          throw error; // want: protocolerror
        }
        // BAD: every tool's failure, here and in the tool modules, becomes a JSON-RPC error.
        throw new McpError(ErrorCode.InternalError, `Tool ${name} failed: ${String(error)}`); // want: protocolerror related=src/mapdispatch/tools/repot.ts:5,src/mapdispatch/tools/repot.ts:8,src/mapdispatch/tools/repot.ts:10,src/mapdispatch/tools/repot.ts:15
      }
    });
  }

  registerTool(name: string, description: string, handler: Handler) {
    this.tools.set(name, { name, description, handler });
  }

  private async callTool(name: string, args: unknown) {
    const tool = this.tools.get(name);
    if (!tool) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(await tool.handler(args)) }] };
  }
}

export const potServer = new PotServer();
