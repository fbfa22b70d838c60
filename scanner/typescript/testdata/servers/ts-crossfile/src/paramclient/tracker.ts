// A low-level server whose handler builds a client with a factory and hands it to a method per
// tool, which calls a member of it: the member's throws are what the handler's rewrap sends.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ClientFactory } from "./client.js";

export class TrackerServer {
  private server = new Server({ name: "tracker", version: "1.0.0" }, { capabilities: { tools: {} } });
  private clientFactory = new ClientFactory("https://tracker.example");

  setup(): void {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        const client = this.clientFactory.createClient();
        switch (request.params.name) {
          case "projects":
            return await this.handleProjects(client, request.params.arguments ?? {});
          default:
            throw new McpError(ErrorCode.MethodNotFound, `No tool ${request.params.name}`);
        }
      } catch (error) {
        // BAD: the client's failures go out as JSON-RPC errors.
        throw new McpError(ErrorCode.InternalError, `tracker failed: ${error}`); // want: protocolerror related=src/paramclient/projects.ts:4
      }
    });
  }

  private async handleProjects(client: any, args: Record<string, unknown>) {
    const names = await client.projects.list();
    return { content: [{ type: "text" as const, text: `${names.join(", ")} ${String(args.filter ?? "")}` }] };
  }
}
