// softerror and a check's verdict: PASS or FAIL picked at run time is the answer a check was
// asked for, unless a catch folds the exception it caught into the FAIL.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");

const server = new McpServer({ name: "verdicts", version: "1.0.0" });
const gauge = { read: async () => ({ level: 3, label: "steady" }), sync: async () => true };

server.registerTool("check_gauge_level", {}, async ({ expected }) => {
  const g = await gauge.read();
  const passed = g.level === expected;
  // FINE: a check's verdict, the answer the caller asked for.
  return { content: [{ type: "text", text: `${passed ? "PASS" : "FAIL"} — gauge level\nGot: ${g.level}` }] };
});

server.registerTool("gauge", {}, async ({ action, expected }) => {
  const g = await gauge.read();
  if (action === "assert_label") {
    const same = g.label === expected;
    // FINE: the action the caller picked asserts, and this is its verdict.
    return { content: [{ type: "text", text: `${same ? "✅ PASS" : "❌ FAIL"}: label is ${g.label}` }] };
  }
  if (action === "sync") {
    const ok = await gauge.sync();
    // BAD: a sync's outcome, no check's verdict.
    return { content: [{ type: "text", text: `Gauge sync ${ok ? "passed" : "failed"}` }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: `Level ${g.level}` }] };
});

server.registerTool("run_gauge_assertion", {}, async ({ expected }) => {
  let passed = false;
  let detail = "";
  try {
    const g = await gauge.read();
    passed = g.level === expected;
    detail = `Got: ${g.level}`;
  } catch (e) {
    passed = false;
    detail = `Error: ${e.message}`;
  }
  // BAD: the check did not run; the catch folds the exception into the FAIL.
  return { content: [{ type: "text", text: `${passed ? "PASS" : "FAIL"}\n${detail}` }] }; // want: softerror lang=javascript related=38
});

module.exports = { server };
