// Tools whose try imports again, at run time, a module the file already imports statically:
// the module is loaded before any tool runs, so that import cannot fail. One of a module the
// file imports only as types, or not at all, may.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readQuietly } from "./probe.js";
import type { Status } from "./remote.js";

const server = new McpServer({ name: "reimport", version: "1.0.0" });

server.tool("forget", {}, async () => {
  try {
    const { readQuietly: again } = await import("./probe.js");
    await again("localhost");
    return { content: [{ type: "text", text: "Forgotten" }] };
  } catch (error: any) {
    // GOOD for the rule: the import and readQuietly throw nothing, so this never runs.
    return { content: [{ type: "text", text: `Error forgetting: ${error.message}` }] };
  }
});

server.tool("remote_status", {}, async () => {
  try {
    const { readRemote } = await import("./remote.js");
    const s: Status | null = await readRemote("localhost");
    return { content: [{ type: "text", text: JSON.stringify(s ?? (await readQuietly("localhost"))) }] };
  } catch (error: any) {
    // BAD: this import loads a module the file imported only as types; it and readRemote may throw.
    return { content: [{ type: "text", text: `Error reading status: ${error.message}` }] }; // want: softerror
  }
});
