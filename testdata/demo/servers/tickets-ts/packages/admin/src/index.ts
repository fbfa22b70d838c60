import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "admin", version: "0.1.0" });

server.registerTool("purge", { inputSchema: { confirm: z.boolean() } }, async ({ confirm }) => {
  if (!confirm) {
    return { content: [{ type: "text", text: "refusing to purge without confirm" }], isError: true };
  }
  return { content: [{ type: "text", text: "purged" }] };
});
