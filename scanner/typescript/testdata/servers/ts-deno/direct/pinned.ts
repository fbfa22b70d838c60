// Deno without an import map entry: the npm: specifier names the SDK and its version.
import { McpServer } from "npm:@modelcontextprotocol/sdk@1.20.2/server/mcp.js";
import { ErrorCode, McpError } from "npm:@modelcontextprotocol/sdk@1.20.2/types.js";
import { z } from "npm:zod@3";

const server = new McpServer({ name: "pinned", version: "1.0.0" });

server.registerTool("find_user", { inputSchema: { login: z.string() } }, async ({ login }) => {
  const res = await fetch(`https://example.invalid/users/${login}`);
  if (res.status === 404) {
    return { content: [{ type: "text", text: `User '${login}' not found.` }] }; // want: softerror related=none
  }
  if (!res.ok) {
    return { content: [{ type: "text", text: `Lookup failed: ${res.status}` }], isError: true }; // want: errorresult shape=prose-only
  }
  return { content: [{ type: "text", text: await res.text() }] };
});

server.registerTool("consent", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (!id) {
    throw new McpError(ErrorCode.UrlElicitationRequired, "open the consent page"); // want: raisederror outcome=iserror
  }
  return { content: [{ type: "text", text: "granted" }] };
});
