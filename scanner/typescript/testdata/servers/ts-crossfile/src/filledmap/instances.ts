// A registry class that puts each tool instance of its field's list in a Map by the tool's name,
// and a low-level handler that calls the instance it looks up.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

class PingTool {
  name = "ping";
  async execute(args: any) {
    if (!args.host) {
      // BAD: the registry's lookup calls each instance's execute from the low-level handler.
      throw new Error("host is required"); // want: protocolerror
    }
    return { content: [{ type: "text" as const, text: `pong ${args.host}` }] };
  }

  // FINE: the handler calls execute, never describe.
  describe(): string {
    throw new Error("no description");
  }
}

export class ToolBox {
  private list = [new PingTool()];
  private byName = new Map<string, PingTool>();
  private server = new Server({ name: "toolbox", version: "1.0.0" }, { capabilities: { tools: {} } });

  constructor() {
    for (const tool of this.list) {
      this.byName.set(tool.name, tool);
    }
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = this.byName.get(request.params.name)!;
      return tool.execute(request.params.arguments);
    });
  }
}
