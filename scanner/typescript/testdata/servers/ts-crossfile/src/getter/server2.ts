// A low-level server like server.ts whose tools/call handler tests the text of what the looked-up
// handler returns and sets isError on a failure before returning it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { auditHandlers } from "./jobs.js";

const server = new Server({ name: "audit", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const handler = lookupHandler(request.params.name);
  if (!handler) {
    throw new Error(`Unknown tool: ${request.params.name}`);
  }
  const result = await handler(request.params.arguments as any);
  if (result.content[0].text.startsWith("Error")) {
    return { ...result, isError: true }; // want: errorresult
  }
  return result;
});

function lookupHandler(name: string) {
  const handlers = { verify_job: auditHandlers.verify };
  return handlers[name as keyof typeof handlers];
}
