// The server registers the actions its modules import; src/actions/orphan.ts and
// src/actions/orphanList.ts are imported by no module, so their entries are no tools.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import lookupAction from "./actions/lookup";
import * as extra from "./actions/rename.js";
import { actions as more } from "./loaders/more.js";

const server = new McpServer({ name: "unimported", version: "0.1.0" });

type Action = { name: string; schema: unknown; handler: (args: any) => Promise<unknown> };

async function lazyActions(): Promise<Action[]> {
  const { archiveAction } = await import("./actions/archive.js");
  return [archiveAction];
}

for (const a of [lookupAction, extra.renameAction, ...more, ...(await lazyActions())]) {
  server.registerTool(a.name, { inputSchema: {} }, async (args) => {
    const out = await a.handler(args);
    return { content: [{ type: "text", text: JSON.stringify(out) }] };
  });
}

await server.connect(new StdioServerTransport());
