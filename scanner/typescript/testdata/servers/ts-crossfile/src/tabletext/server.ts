import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { tableTools } from "./tools.js";

const server = new McpServer({ name: "tables", version: "1.0.0" });

server.registerTool(
  "describe",
  { description: tableTools.describe.description, inputSchema: { table: z.string() } },
  async (args) => await tableTools.describe.handler(args),
);

server.registerTool(
  "list",
  { description: tableTools.list.description, inputSchema: { table: z.string() } },
  async (args) => await tableTools.list.handler(args),
);
