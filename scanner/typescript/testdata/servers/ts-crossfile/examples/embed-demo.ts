// An example server of the module: its tool is the only caller of loadEmbedded.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { checkQuota, loadEmbedded } from "../src/lib/embed.js";

const server = new McpServer({ name: "embed-demo", version: "1.0.0" });

server.registerTool("embedded", { inputSchema: { uri: z.string(), used: z.number() } }, async ({ uri, used }) => {
  checkQuota(used);
  return { content: [{ type: "text", text: loadEmbedded(uri) }] };
});
