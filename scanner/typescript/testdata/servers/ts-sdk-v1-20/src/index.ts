// The same code on @modelcontextprotocol/sdk 1.20.2 (pinned by the test): outcomes differ.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const server = new McpServer({ name: "old", version: "1.0.0" });

server.registerTool("consent", { outputSchema: { ok: z.boolean() } }, async () => {
  if (Math.random() > 0.5) {
    // Before 1.23 a URL-elicitation McpError is caught like any other error.
    throw new McpError(ErrorCode.UrlElicitationRequired, "open the consent page"); // want: raisederror outcome=iserror
  }
  return {
    content: [{ type: "text", text: "denied" }],
    isError: true, // want: errorresult shape=structured
    structuredContent: { ok: false, reason: "denied" }, // want: schemaconflict outcome=protocol-error
  };
});
