// Not a tool's answer: the dispatcher returns a result of its own in place of what the handler
// gives (replaceResult builds a new one), so the handler's failure text never reaches the client;
// a catch callback whose fallback says nothing failed, or whose value a later then replaces, puts
// no failure in the local.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { exec } from "child_process";
import util from "util";

const run = util.promisify(exec);
const server = new McpServer({ name: "quiet", version: "1.0.0" });

function replaceResult(result) {
  return { content: [{ type: "text", text: `done: ${result ? "yes" : "no"}` }] };
}

const QUIET_TABLE = {
  log_tail: {
    description: "Tail the log",
    schema: {},
    handler: async () => {
      return { content: [{ type: "text", text: "Error: the log is locked" }] }; // fine: replaceResult returns a result of its own
    },
  },
};

async function dispatchQuiet(toolName, args) {
  const entry = QUIET_TABLE[toolName];
  const result = await entry.handler(args);
  return replaceResult(result);
}

for (const toolName of Object.keys(QUIET_TABLE)) {
  server.tool(toolName, QUIET_TABLE[toolName].description, {}, async (args) => dispatchQuiet(toolName, args));
}

server.tool("list_jobs", "List the running jobs", {}, async () => {
  const { stdout } = await run("ps aux").catch(() => ({ stdout: "No running jobs found." }));
  return { content: [{ type: "text", text: stdout }] }; // fine: the fallback says nothing failed
});

server.tool("repo_head", "Show the head commit", {}, async () => {
  const head = await run("git rev-parse HEAD").catch(() => "Error reading HEAD").then((r) => String(r).trim());
  return { content: [{ type: "text", text: head }] }; // fine here: a later then gives the value (not a catch callback's)
});
