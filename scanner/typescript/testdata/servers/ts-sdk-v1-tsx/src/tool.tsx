// A tool in a .tsx file (the TSX grammar). Its text comes from an imported function, so the
// shape cannot be resolved within the file: unknown.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { renderToString } from "react-dom/server";

export function register(server: McpServer) {
  server.registerTool("render", {}, async ({ html }: { html?: string }) => {
    if (!html) {
      return { content: [{ type: "text", text: renderToString(<p>nothing to render</p>) }], isError: true }; // want: errorresult function=render shape=unknown lang=typescript
    }
    return { content: [{ type: "text", text: html }] };
  });
}
