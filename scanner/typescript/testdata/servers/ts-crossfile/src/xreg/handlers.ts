// Registration functions that tool modules import (tools.ts, more.ts): one wraps the callback it
// is given in a try whose catch answers isError and turns what the callback returns into the
// text of a success, one hands the callback to the SDK unchanged.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export const server = new McpServer({ name: "tasks", version: "1.0.0" });

export function createHandler(name: string, description: string, shape: any, handler: (args: any) => Promise<any>) {
  const cb = async (args: any) => {
    try {
      const result = await handler(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(result ?? null, null, 2) }] };
    } catch (error) {
      return { isError: true, content: [{ type: "text" as const, text: `Error in ${name}: ${String(error)}` }] }; // want: errorresult
    }
  };
  server.tool(name, description, shape, cb as any);
}

export function defineTool(name: string, config: any, cb: any) {
  server.registerTool(name, config, cb);
}

// A forwarder that is given the server first.
export function toolOn(target: McpServer, name: string, shape: any, cb: any) {
  target.tool(name, shape, cb);
}

// Not a registration function: it runs the work it is given and returns what it returns.
export async function timed(label: string, work: () => Promise<unknown>) {
  console.time(label);
  const out = await work();
  console.timeEnd(label);
  return out;
}
