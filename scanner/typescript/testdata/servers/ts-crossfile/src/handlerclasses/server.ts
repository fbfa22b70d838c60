// The server hands each registry a method of its own that runs a handler object: it makes sure
// of the session first, then calls the handler's runTool.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ToolRegistry } from "./registry.js";
import { SafeRegistry } from "./safe.js";
import { DirectRegistry } from "./direct.js";

declare const sessions: { current(): Promise<string | undefined> };

export class NotesServer {
  private server = new McpServer({ name: "notes", version: "1.0.0" });
  private session = "";

  constructor() {
    ToolRegistry.registerAll(this.server, this.runWithHandler.bind(this));
    SafeRegistry.registerAll(this.server, this.runWithHandler.bind(this));
    DirectRegistry.registerAll(this.server);
    this.server.registerTool("ping", { description: "Check the server" }, async () => ({
      content: [{ type: "text" as const, text: "pong" }],
    }));
  }

  private async ensureSession(): Promise<void> {
    const s = await sessions.current();
    if (!s) {
      throw new Error("no session: sign in again"); // want: raisederror related=src/handlerclasses/registry.ts:59,src/handlerclasses/registry.ts:63,32
    }
    this.session = s;
  }

  private async runWithHandler(handler: any, args: any) {
    await this.ensureSession();
    return handler.runTool(args, this.session);
  }
}
