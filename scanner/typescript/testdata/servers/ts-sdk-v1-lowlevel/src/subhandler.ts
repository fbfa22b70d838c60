// A handler class that extends a base class of another module: this.requireName() is the base's.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { BaseHandler } from "./basehandler.js";

export class NotesHandler extends BaseHandler {
  attach(): void {
    const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      this.requireName(request.params.name);
      return { content: [{ type: "text", text: "noted" }] };
    });
  }
}
