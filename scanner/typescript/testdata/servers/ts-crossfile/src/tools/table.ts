// A tool table whose handlers live in other modules, registered by a loop over the table.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { renderImage } from "./render.js";

export const imageTools = [
  { name: "render", description: "Render an image", inputSchema: { spec: z.string() }, handler: renderImage },
];

export function registerImageTools(server: McpServer) {
  for (const t of imageTools) {
    server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, t.handler as never);
  }
}
