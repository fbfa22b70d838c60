// A flag helper that puts its value in structuredContent, called from a tool with an outputSchema:
// only the call passing true builds an error result whose structuredContent the 1.x client checks.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

declare function render(id: string): Promise<{ state: string; url: string }>;

const structured = (output: Record<string, unknown>, isError = false): CallToolResult => ({
  content: [{ type: "text", text: JSON.stringify(output) }],
  structuredContent: output,
  isError, // want: errorresult shape=structured uses=1
});

const server = new McpServer({ name: "render", version: "1.0.0" });

server.registerTool(
  "render_status",
  { inputSchema: { id: z.string() }, outputSchema: { state: z.string(), url: z.string() } },
  async ({ id }) => {
    const job = await render(id);
    if (job.state === "FAILED") {
      return structured({ message: "Render failed; check the template variables." }, true); // want: schemaconflict
    }
    // FINE: the default flag builds a success (its extra key is no error body).
    return structured({ state: job.state, url: job.url, checkedAt: Date.now() });
  },
);
