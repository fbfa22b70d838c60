// A tools/call schema of the server's own, in JavaScript: the SDK keys the handler on the
// literal of the schema's method member, not on CallToolRequestSchema itself.
const { z } = require("zod");
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");

const CallSchema = z.object({
  method: z.literal("tools/call"),
  params: z.object({ name: z.string(), arguments: z.any() }),
});
// FINE: another method's literal, and a method that is no literal.
const GetPromptSchema = z.object({ method: z.literal("prompts/get"), params: z.object({ name: z.string() }) });
const AnySchema = z.object({ method: z.string() });

const server = new Server({ name: "ownjs", version: "0.1.0" }, { capabilities: { tools: {}, prompts: {} } });
const handlers = { echo: async (args) => String(args.text) };

server.setRequestHandler(CallSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: await handlers[request.params.name](request.params.arguments) }] };
  } catch (error) {
    // BAD: the failure of every tool, told as a success.
    return { content: [{ type: "text", text: `Error executing tool: ${error.message}` }] }; // want: softerror lang=javascript function=tools/call
  }
});

server.setRequestHandler(GetPromptSchema, async (request) => {
  try {
    return { messages: [{ role: "user", content: { type: "text", text: await handlers.echo(request.params) } }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${error.message}` }] };
  }
});

server.setRequestHandler(AnySchema, async () => {
  try {
    return { content: [{ type: "text", text: await handlers.echo({}) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${error.message}` }] };
  }
});
