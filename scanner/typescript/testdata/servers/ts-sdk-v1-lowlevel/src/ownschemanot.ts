// Schemas of the server's own that do not name tools/call: their handlers answer other
// requests, and what they return or throw is no tool's result.
import { z } from "zod";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";

// FINE: another method's literal.
const ToolsListRequestSchema = z.object({ method: z.literal("tools/list") });
const PromptsGetRequestSchema = z.object({
  method: z.literal("prompts/get"),
  params: z.object({ name: z.string() }),
});
// FINE: a method that is no literal keys nothing the SDK reads as tools/call.
const AnyRequestSchema = z.object({ method: z.string(), params: z.object({ name: z.string() }) });
const EnumRequestSchema = z.object({ method: z.enum(["tools/call"]) });
// FINE: an extension that keeps a method that is no literal.
const Extended = AnyRequestSchema.extend({ params: z.object({ name: z.string(), arguments: z.unknown() }) });
// FINE: an extension whose own method is another literal overrides the base's tools/call.
const Overridden = z.object({ method: z.literal("tools/call") }).extend({ method: z.literal("prompts/list") });

const server = new Server({ name: "notcall", version: "0.1.0" }, { capabilities: { tools: {}, prompts: {} } });
const run = async (name: string) => name;

server.setRequestHandler(ToolsListRequestSchema, async () => {
  try {
    return { tools: [{ name: await run("x") }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error listing tools: ${String(error)}` }] };
  }
});

server.setRequestHandler(PromptsGetRequestSchema, async (request) => {
  try {
    return { messages: [{ role: "user", content: { type: "text", text: await run(request.params.name) } }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
});

server.setRequestHandler(AnyRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: await run(request.params.name) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
});
server.setRequestHandler(EnumRequestSchema, async () => {
  throw new Error("not supported");
});
server.setRequestHandler(Extended, async (request) => {
  try {
    return { content: [{ type: "text", text: await run(request.params.name) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
});
server.setRequestHandler(Overridden, async () => {
  try {
    return { content: [{ type: "text", text: await run("p") }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
});
