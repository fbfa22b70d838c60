// Low-level handlers that route each tool to a module's dispatcher (tickets.ts, notes.ts,
// boards.ts) inside a catch-all rewrap. A module's throw for a tool name it does not know is
// the unknown-tool error the spec asks for: a rewrap that only such throws reach stands not.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleTicketTools } from "./tickets.js";
import { handleNoteTools } from "./notes.js";
import { archiveBoard, handleBoardTools } from "./boards.js";

const client = { get: async (id: string) => id, read: async (id: string) => id, list: async () => ["a"] };
const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });

const routes = [
  { match: (n: string) => n.startsWith("ticket_"), handler: handleTicketTools },
  { match: (n: string) => n.startsWith("note_"), handler: handleNoteTools },
];
const boardRoutes = [
  { match: (n: string) => n.startsWith("ticket_"), handler: handleTicketTools },
  { match: (n: string) => n.startsWith("board_"), handler: handleBoardTools },
];

// GOOD: only the modules' unknown-tool answers reach the rewrap.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args = {} } = request.params;
  const route = routes.find((r) => r.match(name));
  if (!route) {
    throw new Error(`Unknown tool: ${name}`);
  }
  try {
    const result = await route.handler(client, name, args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  } catch (err: any) {
    throw new Error(`Tool execution failed: ${name}: ${err.message}`);
  }
});

// BAD: the boards' dispatcher throws a real failure too (and a failure in a tool, which is no
// unknown-tool answer). The modules' unknown-tool answers are not named.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args = {} } = request.params;
  const route = boardRoutes.find((r) => r.match(name));
  if (!route) {
    throw new Error(`Unknown tool: ${name}`);
  }
  try {
    const result = await route.handler(client, name, args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  } catch (err: any) {
    throw new Error(`Tool execution failed: ${name}: ${err.message}`); // want: protocolerror related=src/kindtools/boards.ts:7,src/kindtools/boards.ts:11,src/kindtools/boards.ts:9
  }
});

// BAD: a default throw on an argument's field is no unknown-tool answer.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const result = await archiveBoard(client, request.params.arguments ?? {});
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  } catch (err: any) {
    throw new Error(`archive failed: ${err.message}`); // want: protocolerror related=src/kindtools/boards.ts:24,src/kindtools/boards.ts:22
  }
});
