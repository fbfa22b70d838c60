// A registration module that imports neither the SDK nor zod: its one tool takes no arguments,
// so its params shape is the empty object literal.
const api = require("./api");

function registerLabelTools(server) {
  server.tool("list_labels", "List the labels", {}, async (params) => {
    try {
      return { content: [{ type: "text", text: JSON.stringify(await api.getLabels(params)) }] };
    } catch (error) {
      throw error; // want: raisederror outcome=iserror lang=javascript
    }
  });
}

function registerJobs(queue) {
  // FINE: a shape that is not empty, in a file that does not import zod, is no McpServer's tool.
  queue.tool("nightly", "Nightly job", { retries: 3 }, async () => {
    throw new Error("nightly failed");
  });
}

module.exports = { registerLabelTools, registerJobs };
