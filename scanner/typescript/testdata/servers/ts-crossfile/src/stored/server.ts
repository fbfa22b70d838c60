// Registers each definition the registry holds, through the loader's callback.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { loadTools } from "./load.js";
import { startPlugins } from "./plugins.js";

export async function buildServer() {
  const server = new McpServer({ name: "shelf", version: "1.0.0" });
  await loadTools((tool) =>
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, tool.callback),
  );
  startPlugins();
  return server;
}
