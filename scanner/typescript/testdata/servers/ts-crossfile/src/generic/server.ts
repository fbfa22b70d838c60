// A tool that awaits a call with type arguments, which the grammar reads as `(await
// fetchJson)<Album>(path)`: the call is fetchJson's all the same.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchJson } from "./client.js";

const server = new McpServer({ name: "albums", version: "1.0.0" });

server.registerTool("album", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const album = await fetchJson<{ title: string }>(`albums/${id}`);
  return { content: [{ type: "text" as const, text: album.title }] };
});
