// The specifier pins a version where URL elicitation is re-thrown as a protocol error.
import { McpServer } from "npm:@modelcontextprotocol/sdk@1.25.0/server/mcp.js";
import { ErrorCode, McpError } from "npm:@modelcontextprotocol/sdk@1.25.0/types.js";

const server = new McpServer({ name: "newer", version: "1.0.0" });

server.registerTool("consent", {}, async () => {
  if (Date.now() > 0) {
    throw new McpError(ErrorCode.UrlElicitationRequired, "open the consent page"); // want: raisederror outcome=protocol-error
  }
  return { content: [{ type: "text", text: "granted" }] };
});
