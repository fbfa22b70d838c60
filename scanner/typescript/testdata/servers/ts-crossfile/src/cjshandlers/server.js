// A low-level server whose fallback handler dispatches tools/call to the handler of the entry of
// a table of tools that each module (beds/index.js) lists, its handlers required from modules
// that export them as CommonJS.
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { bedTools } = require("./beds");

const TOOLS = [...bedTools];

const server = new Server({ name: "garden", version: "1.0.0" }, { capabilities: { tools: {} } });

server.fallbackRequestHandler = async (request) => {
  const { method, params } = request;
  if (method === "tools/list") {
    return { tools: TOOLS.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })) };
  }
  if (method === "tools/call") {
    const tool = TOOLS.find((t) => t.name === params.name);
    if (tool) {
      return await tool.handler(params.arguments || {});
    }
  }
  return { tools: [] };
};

module.exports = { server };
