import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handle } from "./tools.js";

const server = new Server({ name: "files", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await handle(request.params.arguments);
  } catch (error) {
    throw new Error(`tool failed: ${String(error)}`);
  }
});
