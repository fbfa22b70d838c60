// A low-level server whose client is built in a method the constructor calls, not in the
// constructor itself; the handler's catch passes on McpErrors, and only unknown tools throw one.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { PantryClient } from "./client.js";

class PantryServer {
  constructor() {
    this.server = new Server({ name: "pantry", version: "1.0.0" }, { capabilities: { tools: {} } });
    this.client = null;
    this.history = [];
    this.connect();
    this.setup();
  }

  connect() {
    this.client = new PantryClient(process.env.PANTRY_TOKEN);
  }

  setup() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      try {
        if (name.startsWith("shelf_")) {
          return await this.handleShelfTool(name, args);
        }
        return await this.handleJarTool(name, args);
      } catch (error) {
        this.history.push({ at: new Date().toISOString(), name });
        if (error instanceof McpError) {
          throw error;
        }
        throw new McpError(ErrorCode.InternalError, `Tool failed: ${error.message}`); // want: protocolerror related=lib/initclient/client.js:13,lib/initclient/client.js:17,lib/initclient/client.js:11,lib/initclient/client.js:22,lib/initclient/client.js:26
      }
    });
  }

  async handleShelfTool(name, args) {
    switch (name) {
      case "shelf_list":
        return { content: [{ type: "text", text: JSON.stringify(await this.client.listShelves()) }] };
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Unknown shelf tool: ${name}`);
    }
  }

  async handleJarTool(name, args) {
    switch (name) {
      case "jar_get":
        return { content: [{ type: "text", text: JSON.stringify(await this.client.getJar(args.id)) }] };
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Unknown jar tool: ${name}`);
    }
  }
}

export default PantryServer;
