// The same gathering with for..of loops, over a list that holds a module whose handler throws
// before its try: the rethrow passes that throw on as a JSON-RPC error, and names it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { bedTools, type Options } from "./beds.js";
import { harvestTools } from "./harvest.js";

export class FieldServer {
  private server = new Server({ name: "field", version: "1.0.0" }, { capabilities: { tools: {} } });
  private handlers = new Map<string, any>();

  constructor(options: Options) {
    this.gather(options);
    this.server.setRequestHandler(CallToolRequestSchema, async (request: any) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) {
        throw new Error(`Unknown tool: ${request.params.name}`);
      }
      try {
        return await handler.execute(request.params.arguments ?? {});
      } catch (error) {
        console.error(error);
        throw error; // want: protocolerror related=src/modulelists/harvest.ts:12
      }
    });
  }

  private gather(options: Options) {
    const modules = [bedTools(options), harvestTools(options)];
    for (const registrations of modules) {
      for (const { tool, handler } of registrations) {
        this.handlers.set(tool.name, handler);
      }
    }
  }
}
