// Fine: the same loop over the desk's records, whose callback sends a failure object with
// isError.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import deskTools from "./desk/index.js";

export function registerChecked(server: McpServer): void {
  for (const record of deskTools) {
    const run = async (args: Record<string, unknown>) => {
      const outcome = (await record.handler(args)) as { status: string; message?: string };
      if (outcome.status === "error") {
        return { content: [{ type: "text" as const, text: outcome.message ?? "failed" }], isError: true }; // want: errorresult
      }
      return { content: [{ type: "text" as const, text: JSON.stringify(outcome) }] };
    };
    server.registerTool(`checked_${record.name}`, { description: record.description }, run);
  }
}
