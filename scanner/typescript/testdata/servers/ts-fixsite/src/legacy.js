// CommonJS tools returning what a helper of another module builds.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { busy, gone } = require("./lib/busy");

const server = new McpServer({ name: "legacy", version: "1.0.0" });
server.tool("lock_host", { host: z.string() }, async ({ host }) => {
  if (host.startsWith("locked-")) return busy(host);
  if (host.startsWith("old-")) return gone(host);
  return { content: [{ type: "text", text: `locked ${host}` }] };
});
