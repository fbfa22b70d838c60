// CommonJS server on the v1 SDK.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const types = require("@modelcontextprotocol/sdk/types.js");
const { toolError } = require("./errors");

const server = new McpServer({ name: "calc", version: "1.0.0" });

server.tool("divide", { a: Number, b: Number }, async ({ a, b }) => {
  if (b === 0) {
    return toolError("division by zero");
  }
  if (!Number.isFinite(a)) {
    throw new types.McpError(types.ErrorCode.InvalidParams, "a is not finite"); // want: raisederror outcome=iserror lang=javascript
  }
  return { content: [{ type: "text", text: String(a / b) }] };
});

server.registerTool("sqrt", {}, async ({ x }) => {
  if (x < 0) {
    return { content: [{ type: "text", text: "negative input" }], "isError": true }; // want: errorresult shape=prose-only lang=javascript
  }
  return toolError("unreachable");
});

module.exports = { server };
