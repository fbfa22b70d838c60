// A low-level CommonJS server whose service method requires the filter builder inside its body,
// taking one member of the module's exports: `require("../filters").buildFilter`.
const { Server } = require("@modelcontextprotocol/sdk/server/index.js");
const { CallToolRequestSchema } = require("@modelcontextprotocol/sdk/types.js");
const LogService = require("./services/log-service");

const server = new Server({ name: "logbook", version: "1.0.0" }, { capabilities: { tools: {} } });
const logs = new LogService();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "search_logs": {
      const entries = await logs.search(args.query);
      return { content: [{ type: "text", text: JSON.stringify(entries) }] };
    }
    case "describe_logs":
      return { content: [{ type: "text", text: logs.describe(args.query) }] };
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
});

module.exports = { server };
