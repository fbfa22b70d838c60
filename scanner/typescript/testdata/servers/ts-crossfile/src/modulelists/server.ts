// A low-level server that gathers the registrations the tool modules' functions return into a
// Map, in a method its constructor calls, and looks each call's handler up there. Its catch-all
// rethrow logs and throws again; every handler's execute answers its own failures, so it only
// ever rethrows what no handler throws: no finding.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { bedTools, type Options } from "./beds.js";
import { shedTools } from "./shed.js";

export class GardenServer {
  private server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
  private tools = new Map<string, { name: string }>();
  private handlers = new Map<string, any>();

  constructor(options: Options) {
    this.gather(options);
    this.serve();
  }

  private gather(options: Options) {
    const modules = [bedTools(options), shedTools(options)];
    modules.forEach((registrations) => {
      registrations.forEach(({ tool, handler }) => {
        this.tools.set(tool.name, tool);
        this.handlers.set(tool.name, handler);
      });
    });
  }

  private serve() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request: any) => {
      const { name, arguments: args } = request.params;
      const handler = this.handlers.get(name);
      if (!handler) {
        throw new Error(`Unknown tool: ${name}`);
      }
      try {
        return await handler.execute(args || {});
      } catch (error) {
        console.error(`tool ${name} failed`, error);
        throw error; // every handler answers its own failures
      }
    });
  }
}
