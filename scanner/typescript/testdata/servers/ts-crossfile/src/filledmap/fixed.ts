// A Map a loop fills, looked up only by a fixed key: the tool's name never picks an entry.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { lookupDef, purgeHandler } from "./handlers.js";

const pairs: Array<[typeof lookupDef, (c: any) => Promise<any>]> = [[{ ...lookupDef, name: "purge" }, purgeHandler]];
const admin = new Map<string, (c: any) => Promise<any>>();
for (const [d, h] of pairs) admin.set(d.name, h);

export function startAdmin(client: any) {
  const server = new Server({ name: "admin", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async () => {
    const status = admin.get("status");
    return { content: [{ type: "text" as const, text: status ? "up" : String(client) }] };
  });
  return server;
}
