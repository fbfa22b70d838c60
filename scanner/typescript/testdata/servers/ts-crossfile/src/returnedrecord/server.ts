// A low-level server whose tools/call handler looks the tool up in the records that functions of
// other modules return (tools.ts, quiet.ts) and returns what its handler gives.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createTicketTools } from "./tools.js";
import { createQuietTools } from "./quiet.js";

export function startTickets(client: { post(path: string, body: object): Promise<{ id: string }> }) {
  const server = new Server({ name: "tickets", version: "1.0.0" }, { capabilities: { tools: {} } });
  const tools = createTicketTools(client);
  const quiet = createQuietTools();

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    if (name in quiet) {
      return await quiet[name].handler(args);
    }
    const tool = tools[name];
    if (!tool) {
      throw new Error(`Unknown tool: ${name}`);
    }
    const result = await tool.handler(args);
    return result;
  });
  return server;
}
