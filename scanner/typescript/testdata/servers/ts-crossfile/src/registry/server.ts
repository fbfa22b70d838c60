// A low-level server that looks each tool's handler object up in a Map filled in its
// constructor, and calls the object's handle: a call of every registered class's handle.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ArchiveHandler } from "./archive.js";
import { RestoreHandler } from "./restore.js";
import { PurgeHandler } from "./purge.js";

export class Registry {
  private server: Server;
  private handlers: Map<string, ArchiveHandler | RestoreHandler>;

  constructor(server: Server) {
    this.server = server;
    this.handlers = new Map();
    this.handlers.set("archive", new ArchiveHandler());
    this.handlers.set("restore", new RestoreHandler());
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) {
        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
      }
      return await handler.handle(request.params.arguments);
    });
  }

  // FINE: the purge handler is no entry of the registry; what its handle throws reaches no tool.
  describePurge() {
    return new PurgeHandler().describe();
  }
}
