// JavaScript tools whose failure results a helper of another module builds.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { unreachable } from "./lib/replies.js";

const server = new McpServer({ name: "hosts", version: "1.0.0" });

server.registerTool("ping_host", { inputSchema: { host: z.string() } }, async ({ host }) => {
  if (!(await ping(host))) {
    return unreachable(host);
  }
  return { content: [{ type: "text", text: "up" }] };
});

server.registerTool("wake_host", { inputSchema: { host: z.string() } }, async ({ host }) => {
  if (!(await ping(host))) return unreachable(host);
  return { content: [{ type: "text", text: "awake" }] };
});

async function ping(host) {
  return host !== "";
}
