// A low-level server that sends whatever the desk gives back as a success.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { Desk } from "./desk.js";

export function createDeskServer(): Server {
  const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });
  const desk = new Desk("https://library.example");
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    try {
      const result = await desk.handle(request.params.name, request.params.arguments ?? {});
      // BAD: the lending failure the desk wraps reaches the client as a success.
      return { content: [{ type: "text" as const, text: JSON.stringify(result, null, 2) }] }; // want: softerror related=src/apiclient/desk.ts:14,src/apiclient/desk.ts:26,src/apiclient/library-client.ts:36
    } catch (err) {
      return { content: [{ type: "text" as const, text: String(err) }], isError: true }; // want: errorresult
    }
  });
  return server;
}
