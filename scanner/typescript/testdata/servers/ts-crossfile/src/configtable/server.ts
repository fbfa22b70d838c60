// Registers every tool config of catalog.ts in a loop, each through a method that rethrows what
// the handler throws.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { buildShelf } from "./catalog.js";
import { PantryService } from "./pantry.js";

const { configs } = buildShelf({ version: "1.0.0" });

export class ShelfServer {
  private server = new McpServer({ name: "shelf", version: "1.0.0" });
  private pantry = new PantryService();

  private guarded<T extends (...args: any[]) => Promise<any>>(fn: T): T {
    return (async (...args: any[]) => {
      try {
        return await fn(...args);
      } catch (err) {
        // The wrapper passes on what the handlers throw (and what the libraries they call throw).
        if (err instanceof Error) throw err; // want: raisederror
        throw new Error(String(err));
      }
    }) as T;
  }

  register() {
    for (const config of configs) {
      this.server.registerTool(
        config.name,
        { inputSchema: (config.inputSchema as any).shape },
        this.guarded(async (args: any, extra: any) => config.handler(args, { pantry: this.pantry, ...extra })),
      );
    }
  }
}
