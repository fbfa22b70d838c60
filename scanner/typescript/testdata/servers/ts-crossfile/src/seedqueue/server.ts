// A low-level server that turns every failure of the service into a JSON-RPC error. Its related
// places name, behind each of the service's rethrows, the client's interceptor throws that its
// try reaches (the token refresh's behind the request interceptor's token check among them):
// through the queue's callback (listSeeds) and through an awaited call with type arguments
// (seedInfo); not through a callback that answers its own failures (seedCount).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { SeedClient } from "./client.js";
import { SeedService } from "./service.js";

const seeds = new SeedService(new SeedClient());
const server = new Server({ name: "seeds", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  try {
    switch (name) {
      case "list_seeds":
        return { content: [{ type: "text", text: JSON.stringify(await seeds.listSeeds(String(args?.kind))) }] };
      case "seed_info":
        return { content: [{ type: "text", text: await seeds.seedInfo(String(args?.id)) }] };
      default:
        return { content: [{ type: "text", text: String(await seeds.seedCount(String(args?.kind))) }] };
    }
  } catch (error: any) {
    throw new McpError(ErrorCode.InternalError, error.message); // want: protocolerror related=src/seedqueue/client.ts:38,src/seedqueue/client.ts:31,src/seedqueue/client.ts:15,src/seedqueue/client.ts:44,src/seedqueue/client.ts:22,src/seedqueue/client.ts:24,src/seedqueue/client.ts:44,src/seedqueue/client.ts:49,src/seedqueue/service.ts:11,src/seedqueue/service.ts:14,src/seedqueue/service.ts:21,src/seedqueue/service.ts:25,src/seedqueue/service.ts:41
  }
});
