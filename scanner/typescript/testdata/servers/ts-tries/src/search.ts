// Calls of the helpers in results.ts: they count as its uses, they are not sites.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { toolError, userFacing } from "./results.js";

declare function searchIndex(q: string): Promise<string[]>;

export function register(server: McpServer, name?: string) {
  // The tool name is the fallback of `name || "..."`.
  server.registerTool(name || "search_index", { inputSchema: { q: z.string() } }, async ({ q }) => {
    if (q.length > 200) {
      return { content: [{ type: "text", text: "Query too long: keep it under 200 characters" }], isError: true }; // want: errorresult function=search_index
    }
    try {
      const hits = await searchIndex(q);
      if (hits === undefined) return userFacing("The index is rebuilding; retry in a minute.", { retryAfter: 60 });
      return { content: [{ type: "text", text: hits.join("\n") }] };
    } catch (error) {
      return toolError(error, "search_index");
    }
  });

  server.registerTool("reindex", {}, async () => {
    try {
      await searchIndex("*");
      return { content: [{ type: "text", text: "reindexed" }] };
    } catch (error) {
      return toolError(error, "reindex");
    }
  });
}
