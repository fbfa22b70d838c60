// A server whose Map is filled from a list handed in from outside: the handlers cannot be
// resolved, and the catch-all rethrow stays a finding, as it was.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export class OpaqueServer {
  private server = new Server({ name: "opaque", version: "1.0.0" }, { capabilities: { tools: {} } });
  private handlers = new Map<string, any>();

  constructor(modules: Array<Array<{ tool: { name: string }; handler: any }>>) {
    modules.forEach((registrations) => {
      registrations.forEach(({ tool, handler }) => {
        this.handlers.set(tool.name, handler);
      });
    });
    this.server.setRequestHandler(CallToolRequestSchema, async (request: any) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) {
        throw new Error(`Unknown tool: ${request.params.name}`);
      }
      try {
        return await handler.execute(request.params.arguments ?? {});
      } catch (error) {
        console.error(error);
        throw error; // want: protocolerror related=none
      }
    });
  }
}
