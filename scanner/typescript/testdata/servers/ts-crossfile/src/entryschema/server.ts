// Registers the crate tools in loops: crateTools with each entry's own schema and the parsed
// arguments (the handlers' checks of what the schema guarantees never fail), stampTools with
// arguments the callback rebuilds (the handlers see whatever it builds).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { crateTools, stampTools } from "./crates.js";

const server = new McpServer({ name: "crates", version: "1.0.0" });

const wrap = <T extends (...args: any[]) => Promise<any>>(fn: T): T => (async (...args: any[]) => fn(...args)) as T;

for (const tool of crateTools) {
  server.registerTool(tool.name, { inputSchema: (tool.inputSchema as any).shape }, wrap(async (args: any) => tool.handler(args)));
}

for (const tool of stampTools) {
  server.registerTool(tool.name, { inputSchema: (tool.inputSchema as any).shape }, async (args: any) =>
    tool.handler({ ...args, labels: args.labels.length ? args.labels : undefined }),
  );
}
