// A tools/call schema of the server's own: the SDK keys a handler on the literal of its schema's
// method member, so each of these handlers is the tools/call handler.
import { z } from "zod";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { RequestSchema } from "@modelcontextprotocol/sdk/types.js";

const ToolsCallRequestSchema = z.object({
  method: z.literal("tools/call"),
  params: z.object({ name: z.string(), arguments: z.unknown().optional() }),
});

const CALL = "tools/call";
const ExtendedCall = RequestSchema.extend({
  method: z.literal(CALL),
  params: z.object({ name: z.string() }),
}).strict();

const BaseCall = z.object({ method: z.literal("tools/call") });
const MergedCall = BaseCall.merge(z.object({ params: z.object({ name: z.string() }) }));

const tools: Record<string, (args: unknown) => Promise<string>> = {
  lookup: async (args) => JSON.stringify(args),
};

const server = new Server({ name: "own", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ToolsCallRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  try {
    return { content: [{ type: "text", text: await tools[name](args) }] };
  } catch (error) {
    // BAD: every tool's failure, told as a success.
    return { content: [{ type: "text", text: `Error executing ${name}: ${String(error)}` }] }; // want: softerror function=tools/call
  }
});

const second = new Server({ name: "own2", version: "0.1.0" }, { capabilities: { tools: {} } });

second.setRequestHandler(ExtendedCall, async (request) => {
  const text = await tools.lookup(request.params);
  if (text === "") {
    throw new Error("lookup found nothing"); // want: protocolerror function=tools/call
  }
  return { content: [{ type: "text", text }] };
});

const third = new Server({ name: "own3", version: "0.1.0" }, { capabilities: { tools: {} } });

third.setRequestHandler(MergedCall, async (request) => {
  try {
    return { content: [{ type: "text", text: await tools[request.params.name]({}) }] };
  } catch (e) {
    return { content: [{ type: "text", text: `Failed: ${String(e)}` }] }; // want: softerror function=tools/call
  }
});
