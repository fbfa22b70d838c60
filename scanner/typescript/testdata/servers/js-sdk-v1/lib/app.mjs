// ESM with the low-level server and a string schema name that is not tools/call.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema as CallTool } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "m", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallTool, async (req) => {
  const args = req.params.arguments ?? {};
  if (typeof args.q !== "string") {
    throw new Error("q must be a string"); // want: protocolerror lang=javascript
  }
  return { content: [{ type: "text", text: args.q }] };
});
