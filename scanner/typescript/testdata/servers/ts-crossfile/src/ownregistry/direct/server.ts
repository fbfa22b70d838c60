// A low-level server that returns what the array registry's dispatcher gives, with no try.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import "./jobs.js";
import { runJob } from "./registry.js";

const server = new Server({ name: "compost", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await runJob(request.params.name, request.params.arguments);
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
