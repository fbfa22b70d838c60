// Plain registration functions that plainuse.ts imports: one catches what the callback throws
// and answers, one catches it and rethrows.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function addQuietTool(server: McpServer, name: string, run: () => Promise<string>): void {
  server.tool(name, async () => {
    try {
      return { content: [{ type: "text" as const, text: await run() }] };
    } catch (err) {
      return { content: [{ type: "text" as const, text: String(err) }], isError: true }; // want: errorresult
    }
  });
}

export function addNoisyTool(server: McpServer, name: string, run: () => Promise<string>): void {
  server.tool(name, async () => {
    try {
      return { content: [{ type: "text" as const, text: await run() }] };
    } catch (err) {
      console.error(err);
      throw err; // want: raisederror
    }
  });
}
