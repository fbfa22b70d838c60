// A tool whose try imports at run time a module the file names only in types: TypeScript drops
// that import statement, so the module is loaded first by the dynamic import, which may fail.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type Status } from "./probe.js";

const server = new McpServer({ name: "reimporttype", version: "1.0.0" });

server.tool("peek", {}, async () => {
  try {
    const { readQuietly } = await import("./probe.js");
    const s: Status | null = await readQuietly("localhost");
    return { content: [{ type: "text", text: JSON.stringify(s) }] };
  } catch (error: any) {
    // BAD for the rule: loading the module may fail, and this answers it as a success.
    return { content: [{ type: "text", text: `Error peeking: ${error.message}` }] }; // want: softerror
  }
});
