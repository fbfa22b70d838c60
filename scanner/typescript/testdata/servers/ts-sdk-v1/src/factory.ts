// McpServer tool callbacks built by factories of the file: the returned function is the
// tool's callback, judged as if written at the registration.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const shelf: { fetch(id: string): Promise<string> };

function fetchTool(source: typeof shelf) {
  return async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text" as const, text: await source.fetch(id) }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not fetch ${id}: ${String(e)}` }] }; // want: softerror function=fetch_item
    }
  };
}

// FINE: the built callback sets isError.
function flaggedFetchTool(source: typeof shelf) {
  return async ({ id }: { id: string }) => {
    try {
      return { content: [{ type: "text" as const, text: await source.fetch(id) }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not fetch ${id}: ${String(e)}` }], isError: true }; // want: errorresult
    }
  };
}

const server = new McpServer({ name: "shelf", version: "1.0.0" });
server.tool("fetch_item", { id: z.string() }, fetchTool(shelf));
server.registerTool("fetch_flagged", { inputSchema: { id: z.string() } }, flaggedFetchTool(shelf));
