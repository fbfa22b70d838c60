// A low-level server whose catch-all rethrow surrounds calls of functions that rewrap what the
// functions they call throw.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { listEvents, listNodes, listPods } from "./chain.js";

const server = new Server({ name: "pods", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    switch (request.params.name) {
      case "list_pods":
        return { content: [{ type: "text" as const, text: await listPods(String(request.params.arguments?.ns)) }] };
      case "list_nodes":
        return { content: [{ type: "text" as const, text: await listNodes() }] };
      case "list_events":
        return { content: [{ type: "text" as const, text: (await listEvents(["app"])).join(" ") }] };
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    // BAD: listPods' rewrap is named, then behind it runKubectl's call and rewrap, then
    // spawnTool's throw where the failure starts; listNodes' own throw; listEvents' rewrap, and
    // nothing behind it (formatSelector only calls a library).
    throw error; // want: protocolerror related=src/rethrow/chain.ts:5,src/rethrow/chain.ts:12,src/rethrow/chain.ts:14,src/rethrow/chain.ts:20,src/rethrow/chain.ts:22,src/rethrow/chain.ts:31,src/rethrow/chain.ts:45
  }
});
