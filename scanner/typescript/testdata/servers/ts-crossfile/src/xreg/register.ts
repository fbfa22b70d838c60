// A registration function that its module exports by default.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "more-tasks", version: "1.0.0" });

export default function addTool(name: string, shape: any, run: (args: any) => Promise<any>) {
  server.tool(name, shape, async (args: any) => {
    const out = await run(args);
    return { content: [{ type: "text" as const, text: String(out) }] };
  });
}
