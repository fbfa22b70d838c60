// Imported by no module, but its own file hands the entry to a registration: it stays a tool.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { notes } from "./store";

export const selfAction = {
  name: "SELF_NOTE",
  schema: z.object({ id: z.string() }),
  handler: async ({ id }: { id: string }) => {
    try {
      return { status: "success", note: await notes.get(id) };
    } catch (e) {
      return { status: "error", message: `failed: ${String(e)}` }; // want: softerror
    }
  },
};

export function serveSelf(server: McpServer) {
  server.registerTool(selfAction.name, { inputSchema: {} }, async (args) => {
    const out = await selfAction.handler(args as { id: string });
    return { content: [{ type: "text", text: JSON.stringify(out) }] }; // want: softerror
  });
}
