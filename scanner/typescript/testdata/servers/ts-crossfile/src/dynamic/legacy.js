// A JavaScript server that loads its tool function with a top-level await import.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "legacy", version: "1.0.0" });
const { rename } = await import("./rename.js");
server.registerTool("rename", { description: "Renames a record" }, rename);
