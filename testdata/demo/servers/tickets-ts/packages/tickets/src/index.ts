import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

type Ticket = { id: string; title: string; status: "open" | "closed" };
const tickets = new Map<string, Ticket>();

const server = new McpServer({ name: "tickets", version: "1.4.0" });

// errorResult is the one way this server reports a failed tool call.
function errorResult(message: string) {
  return {
    content: [{ type: "text" as const, text: `Error: ${message}` }],
    isError: true,
  };
}

server.registerTool(
  "get_ticket",
  { description: "Get a ticket", inputSchema: { id: z.string() } },
  async ({ id }) => {
    const t = tickets.get(id);
    if (!t) return errorResult(`ticket ${id} not found`);
    return { content: [{ type: "text", text: JSON.stringify(t) }] };
  },
);

server.registerTool(
  "close_ticket",
  { description: "Close a ticket", inputSchema: { id: z.string() } },
  async ({ id }) => {
    const t = tickets.get(id);
    if (!t) return errorResult(`ticket ${id} not found`);
    if (t.status === "closed") return errorResult(`ticket ${id} is already closed`);
    t.status = "closed";
    return { content: [{ type: "text", text: `closed ${id}` }] };
  },
);

server.registerTool(
  "import_tickets",
  { description: "Import tickets from a URL", inputSchema: { url: z.string().url() } },
  async ({ url }) => {
    try {
      const res = await fetch(url);
      const list = (await res.json()) as Ticket[];
      list.forEach((t) => tickets.set(t.id, t));
      return { content: [{ type: "text", text: `imported ${list.length}` }] };
    } catch (err) {
      return { content: [{ type: "text", text: `Error: ${String(err)}` }] };
    }
  },
);

await server.connect(new StdioServerTransport());
