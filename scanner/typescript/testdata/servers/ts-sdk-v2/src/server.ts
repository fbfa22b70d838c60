import { McpServer, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import * as z from "zod/v4";

const server = new McpServer({ name: "notes", version: "2.0.0" });

const fail = (message: string, code: string): CallToolResult => ({
  content: [{ type: "text", text: message }],
  structuredContent: { code, retryable: false },
  isError: true, // want: errorresult shape=structured typed=code,retry uses=2 function=fail
});

server.registerTool(
  "read_note",
  { inputSchema: z.object({ id: z.string() }), outputSchema: z.object({ body: z.string() }) },
  async ({ id }) => {
    if (id.length > 10) {
      return fail("id too long", "E_ID"); // want: schemaconflict outcome=iserror
    }
    if (id === "locked") {
      throw new ProtocolError(ProtocolErrorCode.InvalidRequest, "note is locked"); // want: raisederror outcome=iserror function=read_note
    }
    if (id === "consent") {
      throw new ProtocolError(ProtocolErrorCode.UrlElicitationRequired, "consent needed"); // want: raisederror outcome=protocol-error
    }
    return { content: [{ type: "text", text: "body" }], structuredContent: { body: "body" } };
  },
);

server.registerTool("write_note", { inputSchema: z.object({ body: z.string() }) }, async ({ body }) => {
  if (!body.trim()) {
    return fail("empty body", "E_EMPTY");
  }
  return { content: [{ type: "text", text: "saved" }] };
});

// v2 low-level handlers take the method string.
server.server.setRequestHandler("tools/call", async (request) => {
  if (request.params.name === "legacy") {
    throw new Error("legacy tool is broken"); // want: protocolerror outcome=protocol-error function=tools/call
  }
  return { content: [] };
});
