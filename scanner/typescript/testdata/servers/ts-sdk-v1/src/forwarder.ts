// The project's own forwarders of SDK registrations: each call registers what it is given as
// the registration would, with the SDK's kind.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

declare const notes: { read(id: string): Promise<string | undefined> };

const server = new McpServer({ name: "notes", version: "1.0.0" });
const readOnly = process.env.READ_ONLY === "1";

// Name, config and callback all forwarded.
function defineTool(name: string, config: { description: string; inputSchema: any }, cb: (args: any) => Promise<CallToolResult>) {
  if (readOnly && name.startsWith("write_")) {
    return;
  }
  server.registerTool(name, config, cb);
}

defineTool("read_note", { description: "Read a note", inputSchema: { id: z.string() } }, async ({ id }) => {
  const text = await notes.read(id);
  if (text === undefined) {
    throw new Error(`no note ${id}`); // want: raisederror api=McpServer.registerTool function=read_note
  }
  return { content: [{ type: "text", text }] };
});

// Only the callback forwarded: the name is the registration's own.
const defineStatus = (cb: () => Promise<CallToolResult>) => server.tool("status", cb);

defineStatus(async () => {
  throw new Error("status is not available"); // want: raisederror api=McpServer.tool function=status
});

// A low-level handler, forwarded.
const low = new Server({ name: "low", version: "1.0.0" }, { capabilities: { tools: {} } });
const onCall = (handler: (req: any) => Promise<CallToolResult>) => low.setRequestHandler(CallToolRequestSchema, handler);

onCall(async (req) => {
  if (req.params.name !== "stamp") {
    throw new Error(`unknown tool ${req.params.name}`); // FINE: an unknown tool is a protocol error by the spec
  }
  if (!req.params.arguments?.text) {
    throw new Error("text is required"); // want: protocolerror
  }
  return { content: [{ type: "text", text: "stamped" }] };
});
