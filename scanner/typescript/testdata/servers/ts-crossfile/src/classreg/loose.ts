// Another server class of the project whose registerTool registers the handler with the
// McpServer it holds inside a callback that builds the result from what the handler returns
// but catches nothing: what the handler throws reaches the SDK as an isError result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export class LooseServer {
  constructor(private readonly mcp: McpServer) {}

  registerTool(name: string, description: string, inputSchema: any, handler: (args: any) => Promise<unknown>) {
    this.mcp.registerTool(name, { description, inputSchema: inputSchema.shape }, async (args: any) => {
      const result = await handler(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
    });
  }
}

export const looseServer = new LooseServer(new McpServer({ name: "loose", version: "1.0.0" }));
