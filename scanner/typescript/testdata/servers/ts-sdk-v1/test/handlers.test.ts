// A test whose tools/call handler throws: protocolerror in a test. The Gate lets it through
// for the handler it registers (CallToolRequestSchema), not for its flags, which it only reads.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "t", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name === "boom") {
    throw new Error("boom"); // want: protocolerror context=test
  }
  return { content: [] };
});
