// Low-level tools/call handlers that pass an instance of the project's API client to the
// dispatcher, which returns what the client's methods resolve.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ApiClient, StrictClient } from "./client.js";
import { handleTool, handleStrict } from "./tools.js";

const client = new ApiClient();
const server = new Server({ name: "paramclient", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const result = await handleTool(client, name, args || {});
  // BAD: the client resolves { error: "parse_failed" } on a bad answer, handed on as a success.
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] }; // want: softerror
});

export const strictServer = new Server({ name: "strict", version: "0.1.0" }, { capabilities: { tools: {} } });

strictServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await handleStrict(new StrictClient(), request.params.name);
  // FINE: this client rejects on a bad answer; what it resolves is data.
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
});
