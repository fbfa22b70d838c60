// Registers the commands of steps.ts in a loop: each tool returns what its handler returns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { stepCommands } from "./steps.js";

const server = new McpServer({ name: "guides", version: "1.0.0" });

Object.entries(stepCommands).forEach(([name, command]) => {
  server.tool(name, command.description, command.schema, async () => {
    return await command.handler();
  });
});
