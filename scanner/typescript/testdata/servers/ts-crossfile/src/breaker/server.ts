// A low-level server whose tools/call handler runs every tool through the breaker, inside a
// request wrapper whose catch rethrows whatever its try throws.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { breakers } from "./breaker.js";
import { toolHandlers } from "./tools.js";

declare function log(message: string, error: unknown): void;

async function handleRequest<T>(params: unknown, handler: (p: any) => Promise<T>): Promise<T> {
  try {
    return await breakers.remote.run(() => handler(params));
  } catch (error) {
    log("request failed", error);
    // BAD: every failure its try meets leaves the handler, the breaker's refusal among them.
    throw error; // want: protocolerror related=src/breaker/breaker.ts:10,src/breaker/breaker.ts:20,src/breaker/breaker.ts:13
  }
}

const server = new Server({ name: "meta", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return await handleRequest(request.params, async (params: any) => {
    const handler = toolHandlers[params.name as keyof typeof toolHandlers];
    if (!handler) {
      throw new Error(`Tool not found: ${params.name}`);
    }
    return await breakers.remote.run(() => handler(params.arguments ?? {}));
  });
});
