// A tool that reaches the exported provider's method through a helper of its own module.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { guideProvider } from "./index.js";

function localizedGuide(code: string): string {
  return guideProvider.guideFor(code);
}

const server = new McpServer({ name: "guides", version: "1.0.0" });

server.tool("workflow_guide", { code: z.string() }, async ({ code }) => {
  const guide = localizedGuide(code);
  return { content: [{ type: "text", text: guide }] };
});
