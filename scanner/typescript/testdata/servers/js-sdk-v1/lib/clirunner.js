// raisederror and a same-file runner that calls the thunk it is given inside a try whose catch
// answers, and chains a rejection handler on the value when it is a promise: what the thunk's
// callee throws never reaches the SDK. A runner whose chain answers no rejection lets it out.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { spawnSync } = require("child_process");

function runTide(args) {
  const out = spawnSync("tidectl", args);
  if (out.status !== 0) {
    // FINE: every tool hands this to guarded, whose catch answers it.
    throw new Error(`tidectl failed: ${out.stderr}`);
  }
  return JSON.parse(String(out.stdout));
}

function runSwell(args) {
  const out = spawnSync("swellctl", args);
  if (out.status !== 0) {
    // FINE: unguarded calls the thunk in its try, and neither the thunk nor runSwell is async:
    // the throw comes before the thunk returns, and unguarded's catch answers it.
    throw new Error(`swellctl failed: ${out.stderr}`);
  }
  return JSON.parse(String(out.stdout));
}

async function runSurf(args) {
  const out = spawnSync("surfctl", args);
  if (out.status !== 0) {
    // BAD: runSurf is async: its promise rejects, and unguarded's chain answers no rejection.
    throw new Error(`surfctl failed: ${out.stderr}`); // want: raisederror outcome=iserror lang=javascript
  }
  return JSON.parse(String(out.stdout));
}

function asText(value) {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

function asFailure(error) {
  return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult uses=2 function=asFailure lang=javascript
}

function guarded(fn) {
  try {
    const value = fn();
    if (value && typeof value.then === "function") {
      return value.then(asText).catch(asFailure);
    }
    return asText(value);
  } catch (error) {
    return asFailure(error);
  }
}

function unguarded(fn) {
  try {
    const value = fn();
    if (value && typeof value.then === "function") {
      return value.then(asText);
    }
    return asText(value);
  } catch (error) {
    return asFailure(error);
  }
}

const server = new McpServer({ name: "tides", version: "1.0.0" });
server.tool("tide_now", "Current tide", {}, () => guarded(() => runTide(["now"])));
server.tool("tide_week", "Tides for a week", {}, () => guarded(() => runTide(["week"])));
server.tool("swell_now", "Current swell", {}, () => unguarded(() => runSwell(["now"])));
server.tool("surf_now", "Current surf", {}, () => unguarded(() => runSurf(["now"])));

module.exports = { server };
