// A server whose tools are the modules a list requires: each exports its name, its config and its
// handler as one object, and a loop destructures them for registerTool.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const tools = require("./tools");

function createServer() {
  const server = new McpServer({ name: "shelf", version: "1.0.0" });
  tools.registerAll(server);
  return server;
}

module.exports = { createServer };
