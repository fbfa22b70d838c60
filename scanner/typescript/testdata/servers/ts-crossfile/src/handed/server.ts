// Tools that hand their work to a runner of another module, as an arrow whose value is the call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { audit, retry } from "./runners.js";
import { archiveRow, countRows, findRow } from "./work.js";

const server = new McpServer({ name: "rows", version: "1.0.0" });

server.registerTool("find-row", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // The tool returns what attempt returns, and attempt what it calls its work with: findRow's
  // answer is the tool's.
  return retry.attempt(() => Promise.resolve(findRow(id)));
});

// FINE: record answers on its own.
server.registerTool("archive-row", { inputSchema: { id: z.string() } }, async ({ id }) => audit.record(() => archiveRow(id)));

server.registerTool("count-rows", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: the callback's value is not what the tool returns.
  await retry.attempt(() => countRows(id));
  return { content: [{ type: "text" as const, text: "counted" }] };
});
