// The client is built in init(), which the constructor calls; the catch passes on McpErrors, and
// the client's own McpError (a bad id) reaches the rethrow besides the unknown tool's; the
// request's Error does not (the catch answers it), and is not named.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { OrchardClient } from "./client.js";

export class OrchardServer {
  private server = new Server({ name: "orchard", version: "1.0.0" }, { capabilities: { tools: {} } });
  private client;

  constructor() {
    this.init();
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        return await this.run(request.params.name, request.params.arguments as { id: string });
      } catch (error) {
        if (error instanceof McpError) {
          throw error; // want: protocolerror related=src/initclient/client.ts:15
        }
        return { isError: true, content: [{ type: "text", text: String(error) }] }; // want: errorresult
      }
    });
  }

  private init() {
    this.client = new OrchardClient();
  }

  private async run(name: string, args: { id: string }) {
    switch (name) {
      case "get_tree":
        return { content: [{ type: "text", text: JSON.stringify(await this.client.getTree(args.id)) }] };
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
  }
}
