// An example server of the module: its tool is the only one returning offline's result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { maintenance, offline } from "../src/lib/offline.js";

const server = new McpServer({ name: "offline-demo", version: "1.0.0" });

server.registerTool("probe_host", { inputSchema: { host: z.string(), mode: z.string() } }, async ({ host, mode }) => {
  if (mode === "off") return offline(host);
  if (mode === "maint") return maintenance(host);
  return { content: [{ type: "text" as const, text: `${host} is up` }] };
});
