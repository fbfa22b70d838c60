const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { registerLabelTools, registerJobs } = require("./labels");

const server = new McpServer({ name: "labels", version: "1.0.0" });
registerLabelTools(server);
registerJobs({ tool() {} });

module.exports = { server };
