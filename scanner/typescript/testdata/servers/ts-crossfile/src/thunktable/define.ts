// Declaring helpers: each returns a thunk that builds a tool's entry from positional arguments
// (server.ts calls every thunk of a list, then registers what it built).
import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";

export const declareTool =
  (name: string, description: string, schema: Record<string, unknown>, handler: ToolCallback<any>) =>
  () => ({ name: name, description: description, schema: schema, handler: handler });

// The entry it builds holds no function it was given under a handler's name: the loop's
// `tool.handler` is none of its arguments.
export const declareLabel = (name: string, render: () => Promise<unknown>) => () => ({
  name,
  description: "a label",
  schema: {},
  handler: async () => ({ content: [{ type: "text" as const, text: String(name) }] }),
  render,
});
