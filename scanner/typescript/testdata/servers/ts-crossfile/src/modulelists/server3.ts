// The garden server's shape over a list whose handlers are not all instances of a class
// (mixed.ts): the rethrow stands, as around handlers that cannot be resolved.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { bedTools, type Options } from "./beds.js";
import { mixedTools } from "./mixed.js";

export class GateServer {
  private server = new Server({ name: "gates", version: "1.0.0" }, { capabilities: { tools: {} } });
  private handlers = new Map<string, any>();

  constructor(options: Options) {
    const modules = [bedTools(options), mixedTools(options)];
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
        throw error; // want: protocolerror related=src/modulelists/server3.ts:25
      }
    });
  }
}
