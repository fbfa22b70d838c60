// A low-level server that returns what the keyed registry's dispatch gives, with no try.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import "./tools.js";
import { registry } from "./registry.js";

const server = new Server({ name: "mulch", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => ({
  content: [{ type: "text", text: JSON.stringify(await registry.dispatch(request.params.name, request.params.arguments)) }],
}));
