// Tool classes whose base registers each one with a callback that runs the subclass's run()
// inside an AsyncLocalStorage's run(), which returns what it runs (Node's async_context API).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { AsyncLocalStorage } from "node:async_hooks";

export abstract class ShapeTool {
  abstract readonly name: string;
  private readonly current = new AsyncLocalStorage<McpServer>();

  installTo(server: McpServer) {
    return server.registerTool(this.name, { description: this.name }, (args: any) =>
      this.current.run(server, () => this.run(args)),
    );
  }

  abstract run(input: unknown): Promise<CallToolResult>;
}
