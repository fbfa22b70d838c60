// A low-level tools/call handler hands every call to the project's registry, which looks the
// tool up by name and calls its handler; the tools are modules of their own that a loader finds
// by listing a directory, so no import names them.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { loadTools } from "./registry/load.js";
import { shelf } from "./registry/shelf.js";

const server = new Server({ name: "toolmodules", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  return shelf.run(name, args ?? {}, { store: globalThis.store });
});

await loadTools();
await server.connect(new StdioServerTransport());
