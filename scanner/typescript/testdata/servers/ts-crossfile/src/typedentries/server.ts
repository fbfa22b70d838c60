// A low-level server whose tools/call handler hands the call to the manager.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { manager } from "./manager.js";

const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await manager.callTool(request.params.name, request.params.arguments);
  // BAD: a tool's isError result (delete_note's) becomes text of a success.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: droppedflag
});
