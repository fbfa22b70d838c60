// The entry point: an McpServer handed to the registration modules with their clients.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { NotesClient } from "./client.js";
import { registerNoteTools } from "./notes.js";
import { registerDraftTools } from "./drafts.js";
import { registerAgentTools } from "./agent.js";

async function main() {
  const server = new McpServer({ name: "notes", version: "1.0.0" });
  const api = new NotesClient("https://notes.example");
  registerNoteTools(server, api);
  registerDraftTools(server, process.env.DRAFTS_URL ? new NotesClient(process.env.DRAFTS_URL) : undefined);
  registerAgentTools({ tool() {} });
  await server.connect(new StdioServerTransport());
}

main();
