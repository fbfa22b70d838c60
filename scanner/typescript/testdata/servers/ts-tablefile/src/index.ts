// The server registers every entry of a tool table it imports; the entries live in files of
// their own that hold no needle (tools/*.ts).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { tools } from "./tools/index.js";

const server = new McpServer({ name: "tablefile", version: "0.1.0" });

for (const t of tools) {
  server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, async (args) => {
    const out = await t.handler(args);
    return { content: [{ type: "text", text: typeof out === "string" ? out : JSON.stringify(out) }] };
  });
}

await server.connect(new StdioServerTransport());
