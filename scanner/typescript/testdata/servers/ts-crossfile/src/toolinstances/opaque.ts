// A second server whose setup is handed the tool instances by its caller, a value this file
// cannot see: `tools.beds.plantBed` is no known function, the rethrow names none of the tools'
// throws (the library call may throw anything), and stays a finding of its own.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

type Instances = any;

export function setupOpaque(server: Server, tools: Instances) {
  register(server, tools);
}

function register(server: Server, tools: Instances) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      return await tools.beds.plantBed(request.params.arguments ?? {});
    } catch (error) {
      throw error; // want: protocolerror related=none
    }
  });
}
