// A low-level server whose tools/call handler runs the requested tool through the project's
// registry and passes every failure on as a JSON-RPC error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import "./all.js";
import { listEntries, runEntry } from "./registry.js";

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: listEntries() }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  try {
    const result = await runEntry(name, args);
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    // BAD: every tool's failure, the registry's schema parse and the client's errors (its fetch
    // that may reject too) included.
    throw error; // want: protocolerror related=src/ownregistry/registry.ts:27,src/ownregistry/registry.ts:28,src/ownregistry/tools/sow.ts:21,src/ownregistry/tools/prune.ts:12,src/ownregistry/tools/sow.ts:23,src/ownregistry/tools/sow.ts:10,src/ownregistry/tools/sow.ts:25,src/ownregistry/greenhouse.ts:21,src/ownregistry/greenhouse.ts:15,src/ownregistry/greenhouse.ts:12
  }
});
