// Tools that call the methods of the stores their bundle holds.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ConfigError, degradedBundle, liveBundle, type Bundle } from "./bundle.js";
import type { Ledger, Store } from "./store.js";

export interface Deps {
  store: Store;
  ledger: Ledger;
}

async function readNote(deps: Deps, id: string): Promise<string> {
  const note = await deps.store.read(id);
  return note;
}

export function registerProxiedTools(server: McpServer, configured: boolean): void {
  const bundle: Bundle = configured ? liveBundle() : degradedBundle(new ConfigError("no token"));
  const held: Deps = { store: bundle.store, ledger: bundle.ledger };
  server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await readNote(held, id) }] };
  });
  server.registerTool("total", { inputSchema: {} }, async () => {
    const sum = await held.ledger.total();
    return { content: [{ type: "text" as const, text: String(sum) }] };
  });
}
