// Registries of the module's own handlers, filled from a list of tool objects: by forEach into a
// Map, and by Object.fromEntries over the list's map.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

async function countWords(args: any) {
  if (typeof args.text !== "string") {
    // BAD: reached through byName.get(name) in the tools/call handler.
    throw new Error("text must be a string"); // want: protocolerror
  }
  return { content: [{ type: "text" as const, text: String(args.text.split(" ").length) }] };
}

async function reverse(args: any) {
  if (!args.text) {
    // BAD: reached through table[name] in the second server.
    throw new Error("text is required"); // want: protocolerror
  }
  return { content: [{ type: "text" as const, text: String(args.text).split("").reverse().join("") }] };
}

const counters = [{ name: "count_words", handler: countWords }];
const byName = new Map<string, (args: any) => Promise<any>>();
counters.forEach((t) => byName.set(t.name, t.handler));

export function startCounter() {
  const server = new Server({ name: "counter", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const run = byName.get(request.params.name)!;
    return run(request.params.arguments);
  });
  return server;
}

const textTools = [{ name: "reverse", run: reverse }];
const table = Object.fromEntries(textTools.map((t) => [t.name, t.run]));

export function startText() {
  const server = new Server({ name: "text", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const fn = table[request.params.name];
    return fn(request.params.arguments);
  });
  return server;
}
