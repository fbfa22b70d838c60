// Tools that send packs through the client.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { PackClient } from "./client.js";

const client = new PackClient();
const server = new McpServer({ name: "packs", version: "1.0.0" });
server.registerTool("send_pack", { inputSchema: { parts: z.array(z.string()), label: z.string() } }, async ({ parts, label }) => {
  return { content: [{ type: "text" as const, text: client.send(parts, label) }] };
});
server.registerTool("close_pack", { inputSchema: { label: z.string() } }, async ({ label }) => {
  return { content: [{ type: "text" as const, text: client.close(label) }] };
});
