import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchItem } from "./client.js";

const server = new McpServer({ name: "items", version: "1.0.0" });

server.tool("lookup", { id: z.string() }, async ({ id }) => {
  const item = await fetchItem(id);
  return { content: [{ type: "text", text: JSON.stringify(item) }] };
});
