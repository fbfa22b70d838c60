import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { HANDLERS, TOOLS } from "./handlers.js";
import { type Handler, wrapHandler } from "./telemetry/index.js";

const server = new McpServer({ name: "garden", version: "1.0.0" });

TOOLS.forEach((tool) => {
  const handler = HANDLERS[tool.name];
  const wrapped = wrapHandler(tool.name, handler as Handler);
  server.tool(tool.name, tool.description, { params: z.object({}).optional() }, wrapped);
});
