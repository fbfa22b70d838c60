// Serves the moves that it imports: src/moves/prune.ts is imported by no module of this project,
// so its entry is no tool, whatever the projects beside this one load (../ts-loader requires a
// computed path, which may load any module of its own project, not of this one).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import waterMove from "./moves/water";

const server = new McpServer({ name: "garden", version: "0.2.0" });

for (const m of [waterMove]) {
  server.registerTool(m.name, { inputSchema: {} }, async (args) => {
    const out = await m.handler(args);
    return { content: [{ type: "text", text: JSON.stringify(out) }] };
  });
}

await server.connect(new StdioServerTransport());
