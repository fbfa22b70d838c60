// FINE: a low-level server that picks its route the same way but passes an isError result on
// as it is, and answers a route's failure text with isError of its own.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleNoteTools } from "./tools/notes.js";

const routes = [{ match: (n) => n.startsWith("note_"), handler: handleNoteTools }];
const server = new Server({ name: "checked", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args = {} } = request.params;
  const route = routes.find((r) => r.match(name));
  if (!route) {
    return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult
  }
  const result = await route.handler(undefined, name, args);
  if (result.isError) {
    return result; // FINE: the flag is passed on
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // FINE: a success
});
