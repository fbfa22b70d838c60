// A low-level server whose catch-all rethrow surrounds only the answering registry's dispatcher.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import "./tools.js";
import { callTool } from "./registry.js";

const server = new Server({ name: "water", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await callTool(request.params.name, request.params.arguments);
  } catch (error) {
    // FINE: only an unknown tool reaches it; every tool's failure is answered in callTool, and
    // looking the tool up in the registry's own Map throws nothing.
    throw error;
  }
});
