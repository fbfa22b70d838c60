import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { IStore, Audit } from "../types.js";

// The interfaces as parameters' types, directly.
export function registerAudited(server: McpServer, store: IStore, audit: Audit): void {
  server.registerTool(
    "typed_audited",
    { description: "get an item, audited" },
    async (args: { id: string }) => {
      await audit.record(`get ${args.id}`);
      return { content: [{ type: "text", text: await store.get(args.id) }] };
    },
  );
}
