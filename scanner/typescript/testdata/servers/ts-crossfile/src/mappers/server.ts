// A low-level server whose tools/call handler hands every call to the desk.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TicketDesk } from "./desk.js";

const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });
const desk = new TicketDesk();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return await desk.handle(name, args ?? {});
});
