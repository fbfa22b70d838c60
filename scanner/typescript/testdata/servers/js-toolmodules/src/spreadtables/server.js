// Low-level tools/call handlers that look the tool's handler up by name in a table built from
// spreads of other modules' tables.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { handlers } from "./handlers.js";
import { clockHandlers } from "./decks.js";
import { noteHandlers } from "./notes.js";

const server = new Server({ name: "spreadtables", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (!handlers[name]) {
    // FINE: an unknown tool is a protocol matter.
    throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
  }
  try {
    return await handlers[name](args ?? {});
  } catch (error) {
    if (error instanceof McpError) {
      throw error; // want: protocolerror related=src/spreadtables/handlers.js:5,src/spreadtables/notes.js:5,src/spreadtables/notes.js:8
    }
    return { content: [{ type: "text", text: `${name} failed: ${error.message}` }], isError: true }; // want: errorresult
  }
});

// The file's own table, spreading a table of handlers that throw nothing.
const safe = { ...clockHandlers };

export const clockServer = new Server({ name: "clock", version: "0.1.0" }, { capabilities: { tools: {} } });

clockServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await safe[request.params.name](request.params.arguments);
  } catch (error) {
    if (error instanceof McpError) {
      // FINE: no handler of the table throws an McpError.
      throw error;
    }
    return { content: [{ type: "text", text: `clock failed: ${error.message}` }], isError: true }; // want: errorresult
  }
});

// The file's own table, spreading the note tools' table: what its handlers throw reaches the
// rethrow.
const local = { ...noteHandlers };

export const noteServer = new Server({ name: "notes", version: "0.1.0" }, { capabilities: { tools: {} } });

noteServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await local[request.params.name](request.params.arguments);
  } catch (error) {
    if (error instanceof McpError) {
      throw error; // want: protocolerror related=src/spreadtables/notes.js:5,src/spreadtables/notes.js:8
    }
    return { content: [{ type: "text", text: `notes failed: ${error.message}` }], isError: true }; // want: errorresult
  }
});
