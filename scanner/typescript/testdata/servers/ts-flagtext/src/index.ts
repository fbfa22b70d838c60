import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { tools } from "./tools.js";
import { reply } from "./lib/replies.js";

const server = new McpServer({ name: "rows", version: "1.0.0" });

function track(handler: (a: any) => Promise<any>, name: string) {
  return async (args: any) => {
    const result = await handler(args);
    console.error(name, result.isError);
    return result;
  };
}

tools.forEach((tool) => server.registerTool(tool.name, tool.definition, track(tool.handler, tool.name)));

server.registerTool("ping_rows", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (!id) {
    return reply(JSON.stringify({ error: "id is empty" })); // want: softerror related=src/lib/replies.ts:5
  }
  return reply(`pong ${id}`);
});
