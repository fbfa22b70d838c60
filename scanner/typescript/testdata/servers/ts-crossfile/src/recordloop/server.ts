// Tool records in arrays that modules export by default, spread into one list and registered in
// a loop whose callback answers with the JSON of what the record's handler returns as the text
// of a success: a handler's `{ status: "error", ... }` reaches the client as a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolRecord } from "./types.js";
import deskTools from "./desk/index.js";
import lampTools from "./lamp/index.js";

const RECORDS: ToolRecord[] = [...deskTools, ...lampTools];

export function registerRecords(server: McpServer): void {
  for (const record of RECORDS) {
    const run = async (args: Record<string, unknown>) => {
      const outcome = await record.handler(args ?? {});
      return { content: [{ type: "text" as const, text: JSON.stringify(outcome) }] };
    };
    server.registerTool(record.name, { description: record.description }, run);
  }
}
