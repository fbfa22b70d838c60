import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { kilnHandlers } from "./handlers/kiln.js";
import { asFlaggedTool, asTextTool } from "./wrap.js";

const server = new McpServer({ name: "pottery", version: "1.0.0" });

export function registerKilnTools() {
  server.tool("fire-batch", "Fire a batch", { batch: z.string() }, asTextTool(kilnHandlers.fireBatch));
  server.tool("read-temperature", "Read the kiln", {}, asTextTool(kilnHandlers.readTemperature));
  server.tool("cool-down", "Cool a batch", { batch: z.string() }, asFlaggedTool(kilnHandlers.coolDown));
}
