// A low-level server whose tools/call handler hands every call to the desk.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TicketDesk } from "./desk.js";
import { dropNote, editNote, lockNote } from "./http.js"; import { moveNote } from "./nested.js";

const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });
const desk = new TicketDesk();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return await desk.handle(name, args ?? {});
});

const notes = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });

notes.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as { id?: string; text?: string };
  if (request.params.name === "edit_note") {
    return await editNote(args);
  }
  if (request.params.name === "lock_note") {
    return await lockNote(args);
  }
  if (request.params.name === "move_note") {
    return await moveNote(args);
  }
  return await dropNote(args);
});
