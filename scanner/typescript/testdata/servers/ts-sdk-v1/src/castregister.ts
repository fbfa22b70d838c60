// Registrations through the method cast to `any` (`(server.tool as any)(...)`, kept to dodge the
// SDK's overload inference): each registers its callback as the method's own call would.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

declare const rooms: { book(id: string): Promise<boolean>; list(): Promise<string[]> };

const server = new McpServer({ name: "rooms", version: "1.0.0" });

(server.tool as any)("list_rooms", "List the rooms", {}, async () => {
  const all = await rooms.list();
  if (all.length === 0) {
    throw new Error("no rooms are configured"); // want: raisederror api=McpServer.tool function=list_rooms
  }
  return { content: [{ type: "text", text: all.join("\n") }] };
});

(server.registerTool as any)("free_room", { inputSchema: { id: z.string() } }, async ({ id }: { id: string }) => {
  if (!id) {
    throw new Error("id is required"); // want: raisederror api=McpServer.registerTool function=free_room
  }
  return { content: [{ type: "text", text: "freed" }] };
});

// A helper that takes the tool's definition and registers a callback running its handler in a
// try whose catch rewraps every throw as an McpError: on SDK 1.x McpServer that is an isError
// result, so the rewrap and the handler's own throws are sites.
function defineTool(mcp: McpServer, spec: { name: string; description: string; params?: any; handler: (args: any) => Promise<Record<string, unknown>> }) {
  const cb = (async (args: any) => {
    try {
      const out = await spec.handler(args ?? {});
      return { content: [{ type: "text" as const, text: JSON.stringify(out) }] };
    } catch (e: any) {
      throw new McpError(ErrorCode.InternalError, `Tool '${spec.name}' failed: ${String(e?.message ?? e)}`); // want: raisederror api=McpServer.tool outcome=iserror
    }
  }) as any;
  return (mcp.tool as any)(spec.name, spec.description, spec.params ?? {}, cb);
}

defineTool(server, {
  name: "book_room",
  description: "Book a room",
  params: { id: z.string() },
  handler: async ({ id }) => {
    if (!(await rooms.book(id))) {
      throw new Error(`room ${id} is taken`); // want: raisederror api=throw function=handler outcome=iserror
    }
    return { booked: id };
  },
});

// Not a tool: a resource's callback, cast the same way.
(server.resource as any)("rooms", "rooms://all", async () => {
  throw new Error("rooms are not readable"); // FINE: a resource handler's throw is not a tool's
});

// Not a registration: a cast method of a value that is no server, called with no tool's shape.
declare const cache: { tool: (key: string) => string };
const label = (cache.tool as any)("rooms");
