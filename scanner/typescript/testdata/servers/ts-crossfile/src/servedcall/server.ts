// A low-level tools/call handler that dispatches to helpers of another module, which serialize
// what a service gives back into results of their own.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { dispatchTool } from "./dispatch.js";

const server = new Server({ name: "servedcall", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return await dispatchTool(request.params.name, request.params.arguments ?? {});
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});
