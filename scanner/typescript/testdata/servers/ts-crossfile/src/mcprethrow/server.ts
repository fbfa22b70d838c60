// A low-level server that hands every tools/call to the dispatcher.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { GardenDispatcher } from "./dispatcher.js";

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });
const dispatcher = new GardenDispatcher();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name === "quiet") {
    return dispatcher.quiet(request.params.name);
  }
  return dispatcher.execute(request.params.name);
});
