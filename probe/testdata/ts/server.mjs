// A TypeScript MCP server on @modelcontextprotocol/sdk 1.32.2 over stdio. The SDK validates
// registerTool inputs itself and answers a mistake with an isError result ("Input validation
// error"); a callback that throws is an isError result too; an unknown tool is an isError
// result from 1.22 on.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "ts-probe", version: "1.0.0" });

server.registerTool(
  "get_forecast",
  {
    description: "Get a forecast",
    inputSchema: { city_id: z.string(), days: z.number().int(), units: z.enum(["metric", "imperial"]) },
    annotations: { readOnlyHint: true },
  },
  async ({ city_id }) => {
    throw new Error(`city ${city_id} not found`);
  },
);

await server.connect(new StdioServerTransport());
