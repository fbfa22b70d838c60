// Reads its own manifest and its plugins by computed paths: any module of this project may be
// loaded, so none of its modules is known unimported; the projects beside it are not its modules.
const path = require("node:path");
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");

const meta = require(path.join(__dirname, "..", "package.json"));
const server = new McpServer({ name: meta.name, version: meta.version });

for (const name of (process.env.PLUGINS || "").split(",").filter(Boolean)) {
  const plugin = require(path.join(__dirname, "plugins", name));
  server.registerTool(plugin.name, { inputSchema: {} }, async (args) => ({
    content: [{ type: "text", text: String(await plugin.run(args)) }],
  }));
}

server.connect(new StdioServerTransport());
