// A low-level server whose tools/call handler looks the tool's handler up in a Map that a loop
// over a list of [definition, handler] pairs filled.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { lookupDef, lookupHandler, spellDef, spellHandler } from "./handlers.js";

type Handler = (client: any, args: Record<string, unknown>) => Promise<any>;

const tools: Array<[typeof lookupDef, Handler]> = [
  [lookupDef, lookupHandler],
  [spellDef, (c, _a) => spellHandler(c)],
];

const handlerMap = new Map<string, Handler>();
for (const [def, handler] of tools) {
  handlerMap.set(def.name, handler);
}

export function startDictionary(client: any) {
  const server = new Server({ name: "dictionary", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    const handler = handlerMap.get(name);
    if (!handler) {
      // FINE: an unknown tool's name is the client's mistake, a protocol error by the spec.
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    return handler(client, args ?? {});
  });
  return server;
}
