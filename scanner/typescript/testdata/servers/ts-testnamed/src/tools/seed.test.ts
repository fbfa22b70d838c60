// Fine: named like a test, imports no test framework, and nothing imports it: it stays a test
// (a self-check that builds a server of its own).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "seed-check", version: "0.0.0" });
server.registerTool("seed", {}, async () => {
  try {
    const res = await fetch("https://ci.example/seed", { method: "POST" });
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (e) {
    return { content: [{ type: "text", text: `Error: ${e}` }] }; // want: softerror context=test
  }
});
