// Tools registered by a function that gets its runners in an object of dependencies.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { lookupLoft, lookupYard } from "./lib.js";

export interface Deps {
  guarded: (fn: () => Promise<string>) => Promise<unknown>;
  rethrown: (fn: () => Promise<string>) => Promise<unknown>;
}

export function registerDepotTools(server: McpServer, { guarded, rethrown: passOn }: Deps) {
  server.registerTool("loft", { inputSchema: { id: z.string() } }, async ({ id }) => guarded(() => lookupLoft(id)) as never);
  server.registerTool("yard", { inputSchema: { id: z.string() } }, async ({ id }) => passOn(() => lookupYard(id)) as never);
}
