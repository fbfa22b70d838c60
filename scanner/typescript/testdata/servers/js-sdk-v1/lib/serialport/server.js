// softerror in a low-level server's switch over the tools: an empty answer ("No data buffer for
// COM3.", "No boards found.") followed by a step the call needs first (connect, check an
// environment variable) says the call could not be served; one followed by a search or browsing
// suggestion is an empty answer.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "serialport", version: "1.0.0" }, { capabilities: { tools: {} } });
const buffers = new Map();
const boards = [];
const notes = [];

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "read_data": {
      if (!buffers.has(args.port)) {
        // BAD: nothing to read until the port is connected, and the text says so.
        return { content: [{ type: "text", text: `No data buffer for ${args.port}. Connect to the port first.` }] }; // want: softerror lang=javascript
      }
      return { content: [{ type: "text", text: JSON.stringify(buffers.get(args.port)) }] };
    }
    case "list_boards": {
      if (boards.length === 0) {
        // BAD: an empty listing whose cause is the setup, named by its environment variable.
        return { content: [{ type: "text", text: "No boards found. Check BOARD_REGISTRY_URL in .env." }] }; // want: softerror lang=javascript
      }
      return { content: [{ type: "text", text: boards.join(", ") }] };
    }
    case "search_readings": {
      const hits = [...buffers.values()].filter((b) => b.includes(args.query));
      if (hits.length === 0) {
        // FINE: an empty search that suggests another search.
        return { content: [{ type: "text", text: "No readings found. Try a broader query." }] };
      }
      return { content: [{ type: "text", text: hits.join("\n") }] };
    }
    case "list_notes": {
      if (notes.length === 0) {
        // FINE: an empty listing that suggests adding to it.
        return { content: [{ type: "text", text: "No notes yet. Create one with add_note." }] };
      }
      return { content: [{ type: "text", text: notes.join("\n") }] };
    }
    default:
      return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult lang=javascript
  }
});
