import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { Notes } from "./notes.js";

const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
const notes = new Notes();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  if (request.params.name === "edit") {
    return notes.edit(args);
  }
  return notes.tag(args);
});
