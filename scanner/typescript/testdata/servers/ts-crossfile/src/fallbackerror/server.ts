// A low-level server that serializes what another module's function gives back for each tool.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { runTool } from "./core.js";

const server = new Server({ name: "contacts", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const result = await runTool(request.params.name, request.params.arguments ?? {});
    return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror related=src/fallbackerror/core.ts:12
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});
