// A low-level handler that awaits the client's methods outside any try.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ShelfClient } from "./client.js";

const client = new ShelfClient("https://shelves.example");
const server = new Server({ name: "shelves", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_shelves": {
      const shelves = await client.listShelves();
      return { content: [{ type: "text" as const, text: shelves.join("\n") }] };
    }
    case "queued_shelves": {
      const shelves = await client.queuedShelves();
      return { content: [{ type: "text" as const, text: shelves.join("\n") }] };
    }
    case "count_shelves": {
      const n = await client.countShelves();
      return { content: [{ type: "text" as const, text: String(n) }] };
    }
    default:
      return { content: [{ type: "text" as const, text: `Unknown tool: ${request.params.name}` }], isError: true }; // want: errorresult
  }
});
