// CommonJS server on the v1 SDK: soft errors and throws that carry the stack.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const util = require("util");

const server = new McpServer({ name: "leaky-js", version: "1.0.0" });

server.registerTool("read", {}, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await load(path) }] };
  } catch (err) {
    throw new Error(`read failed: ${err.stack}`); // want: raisederror lang=javascript; internalleak lang=javascript
  }
});

server.registerTool("dump", {}, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await load(path) }] };
  } catch (err) {
    return { content: [{ type: "text", text: util.inspect(err, { depth: 5 }) }], isError: true }; // want: errorresult lang=javascript; internalleak lang=javascript
  }
});

server.registerTool("token", {}, async ({ path }) => {
  if (!path) {
    return { content: [{ type: "text", text: "token " + process.env.GITHUB_TOKEN + " rejected" }], isError: true }; // want: errorresult lang=javascript; internalleak lang=javascript
  }
  // Fine: a stack data structure, not an error's.
  const stack = [path];
  if (stack.length > 1) {
    return { content: [{ type: "text", text: `depth ${stack.length}` }], isError: true }; // want: errorresult lang=javascript
  }
  return { content: [{ type: "text", text: path }] };
});

async function load(p) {
  // JSON.parse may throw: the catch-all rethrow of "read" can run.
  return JSON.parse(p);
}

module.exports = { server };
