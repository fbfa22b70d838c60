// The same client handed over with no try around the dispatch: its throw leaves the handler.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TrackerClient } from "./client.js";

export class OpenTrackerServer {
  private server = new Server({ name: "open-tracker", version: "1.0.0" }, { capabilities: { tools: {} } });

  setup(): void {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const client = new TrackerClient("https://tracker.example");
      switch (request.params.name) {
        case "projects":
          return await this.listProjects(client);
        default:
          return { isError: true, content: [{ type: "text" as const, text: `No tool ${request.params.name}` }] }; // want: errorresult
      }
    });
  }

  private async listProjects(client: any) {
    return { content: [{ type: "text" as const, text: (await client.projects.list()).join(", ") }] };
  }
}
