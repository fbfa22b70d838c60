// softerror and a branch taken on a failed answer: under a test of the response's error member
// or status, or beside an isError return, a successful text that says what was not done or
// how to set up and retry is the failure, though it has no error word.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");

const server = new McpServer({ name: "answers", version: "1.0.0" });
const api = { call: async () => ({ status: 200, data: {} }) };

const text = (t) => ({ content: [{ type: "text", text: t }] });
const failure = (m) => ({ content: [{ type: "text", text: m }], isError: true }); // want: errorresult lang=javascript

server.registerTool("pair_remote", {}, async ({ code }) => {
  const res = await api.call("/pair", code);
  if (res.data?.error) {
    // BAD: the answer's error, told as a success.
    return text("Remote not paired!\nPress the pairing key, then run pair_remote again."); // want: softerror lang=javascript
  }
  if (res.status === 404) {
    // BAD: a failed status.
    return text("Pairing code not recognised. Please try again with a new code."); // want: softerror lang=javascript
  }
  return text(`Paired ${res.data.name}`);
});

server.registerTool("sync_remote", {}, async () => {
  const res = await api.call("/sync");
  if (res.data.retry) {
    if (res.data.locked) {
      // BAD: its other return in the branch is an isError result.
      return text("Remote not unlocked. Enable sync on the remote first."); // want: softerror lang=javascript
    }
    return failure("sync refused");
  }
  // FINE: an empty answer under a failed status; a branch that is no failed answer.
  if (res.status >= 500) {
    return text("No remotes found.");
  }
  if (res.data.partial) {
    return text("Remotes not listed beyond 20. Call sync_remote again for more.");
  }
  return text("Synced");
});

module.exports = { server };
