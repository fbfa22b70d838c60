// A Map a loop fills with wrappers that answer every failure of the handler they wrap.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { renameHandler } from "./handlers.js";

type Handler = (client: any, args: Record<string, unknown>) => Promise<any>;

const list: Array<{ name: string; handler: Handler }> = [{ name: "rename", handler: renameHandler }];
const safe = new Map<string, Handler>();
for (const { name, handler } of list) {
  safe.set(name, async (c, a) => {
    try {
      return await handler(c, a);
    } catch (error) {
      return { content: [{ type: "text" as const, text: `${name} failed: ${error}` }], isError: true }; // want: errorresult
    }
  });
}

export function startSafe(client: any) {
  const server = new Server({ name: "safe", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const h = safe.get(request.params.name);
    return h ? h(client, request.params.arguments ?? {}) : { content: [], isError: true }; // want: errorresult
  });
  return server;
}
