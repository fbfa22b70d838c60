// A low-level server whose handler hands each tool to a function of a tool module, which calls
// the API client inside a try whose catch rewraps what it threw (or, for quick_count, in none).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { ShelfClient } from "./client.js";
import { countBooksHandler, getShelfHandler, quickCountHandler, weighShelfHandler } from "./tools.js";

const client = new ShelfClient();
const server = new Server({ name: "shelves", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "get_shelf":
      return getShelfHandler(client, args ?? {});
    case "count_books":
      return countBooksHandler(client, args ?? {});
    case "quick_count":
      return quickCountHandler(client, args ?? {});
    case "weigh_shelf":
      return weighShelfHandler(client, args ?? {});
    default:
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
  }
});
