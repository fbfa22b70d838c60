import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "edge-js", version: "0.1.0" });

server.tool("echo", async ({ text }) => {
  if (!text) {
    return { isError: true, content: [{ type: "text", text: "text is required" }] };
  }
  return { content: [{ type: "text", text }] };
});
