// A low-level server that dispatches each tool to a handler module by a switch on the name.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import * as handlers from "./handlers.js";

const server = new Server({ name: "sessions", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  let result: CallToolResult;
  try {
    switch (name) {
      case "terminate":
        result = await handlers.handleTerminate(args);
        break;
      case "status":
        result = { content: [{ type: "text", text: JSON.stringify(await handlers.sessionCount()) }] };
        break;
      default:
        throw new Error(`Unknown tool: ${name}`);
    }
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${error}` }], isError: true }; // want: errorresult
  }
  return result;
});
