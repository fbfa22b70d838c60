import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "edge", version: "0.1.0" });

// Returning { isError: true } is how a tool fails; this comment is not a site.
server.registerTool("fetch", { inputSchema: { url: z.string() } }, async ({ url }) => {
  if (!url.startsWith("https://")) {
    return {
      content: [{ type: "text", text: "only https URLs are allowed" }],
      isError: true,
    };
  }
  const res = await fetch(url);
  return { content: [{ type: "text", text: await res.text() }] };
});
