// Low-level servers that look tools up in a Map filled from another module's list, and in
// another module's exported registry.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { wordTools, rhymes } from "./wordlist.js";

const words = new Map<string, (args: any) => Promise<any>>();
for (const { name, handler } of wordTools) {
  words.set(name, handler);
}

export function startWords() {
  const server = new Server({ name: "words", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const run = words.get(request.params.name)!;
    return run(request.params.arguments);
  });
  return server;
}

export function startRhymes() {
  const server = new Server({ name: "rhymes", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const run = rhymes.get(request.params.name)!;
    return run(request.params.arguments);
  });
  return server;
}
