// Tools of a table object keyed by name, registered in a loop over its keys whose callback hands
// the name to a dispatcher: the dispatcher looks the entry up, calls its handler inside a try
// that answers throws with isError, and returns what the handler gives through a helper that
// stamps the result and hands it back as it is. Each entry's handler builds the tool's result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { exec } from "child_process";
import util from "util";

const run = util.promisify(exec);
const server = new McpServer({ name: "dispatched", version: "1.0.0" });
const notes = {};

function stampResult(result) {
  if (!result || !Array.isArray(result.content)) return result;
  result.content.forEach((item) => {
    if (item?.type === "text") item.text = `${item.text}\n-- stamped`;
  });
  return result;
}

const TOOL_TABLE = {
  note_load: {
    description: "Load a note",
    schema: { key: z.string() },
    handler: async ({ key }) => {
      return { content: [{ type: "text", text: notes[key] ? JSON.stringify(notes[key]) : "Key not found." }] }; // want: softerror lang=javascript related=72
    },
  },
  note_list: {
    description: "List the notes",
    schema: {},
    handler: async () => {
      const keys = Object.keys(notes);
      return { content: [{ type: "text", text: keys.length ? keys.join("\n") : "No notes yet." }] }; // fine: an empty answer, no failure
    },
  },
  note_drop: {
    description: "Drop a note",
    schema: { key: z.string() },
    handler: async ({ key }) => {
      delete notes[key];
      return { content: [{ type: "text", text: `❌ Removed note: ${key}` }] }; // fine: the cross mark stands for the removal done
    },
  },
  stop_jobs: {
    description: "Stop the build jobs",
    schema: {},
    handler: async () => {
      try {
        const { stdout } = await run("pkill -f build");
        return { content: [{ type: "text", text: stdout || "Stopped." }] };
      } catch (err) {
        return { content: [{ type: "text", text: `Cleanup result: ${err.message}` }] }; // want: softerror lang=javascript related=72
      }
    },
  },
  repo_status: {
    description: "Show the repository status",
    schema: {},
    handler: async () => {
      const { stdout } = await run("git status").catch((err) => ({ stdout: `Git Error: ${err.message}` }));
      return { content: [{ type: "text", text: stdout }] }; // want: softerror lang=javascript related=62,72
    },
  },
};

async function dispatchTool(toolName, args) {
  const entry = TOOL_TABLE[toolName];
  if (!entry) throw new Error(`Tool '${toolName}' not found.`); // want: raisederror outcome=iserror lang=javascript
  try {
    const result = await entry.handler(args);
    return stampResult(result);
  } catch (err) {
    return stampResult({ content: [{ type: "text", text: err.message }], isError: true }); // want: errorresult lang=javascript
  }
}

for (const toolName of Object.keys(TOOL_TABLE)) {
  const entry = TOOL_TABLE[toolName];
  server.tool(toolName, entry.description, entry.schema, async (args) => {
    return await dispatchTool(toolName, args);
  });
}
