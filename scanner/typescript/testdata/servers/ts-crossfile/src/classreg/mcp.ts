// The SDK's own McpServer, exported for the registry: its registerTool is McpServer's.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export const mcp = new McpServer({ name: "shop-mcp", version: "1.0.0" });
