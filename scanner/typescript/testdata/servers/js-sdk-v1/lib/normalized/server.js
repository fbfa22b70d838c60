// Tools whose schemas decide the tests a client method runs on normalized parameters.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { RosterClient } from "./client.js";

const server = new McpServer({ name: "roster", version: "1.0.0" });
const roster = new RosterClient();

function text(value) {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

server.tool("add_members", "Add members", { group: z.string().min(1), userIds: z.array(z.string()).min(1) },
  async ({ group, userIds }) => text(await roster.addMembers(group, userIds)));

// z.array() alone lets an empty list through.
server.tool("add_guests", "Add guests", { group: z.string().min(1), guestIds: z.array(z.string()) },
  async ({ group, guestIds }) => text(await roster.addGuests(group, guestIds)));

server.tool("mark_read", "Mark read", { group: z.string().min(1), messageId: z.number().int().positive() },
  async ({ group, messageId }) => text(await roster.markRead(group, messageId)));

server.tool("pin", "Pin", { group: z.string().min(1), messageId: z.number().int() },
  async ({ group, messageId }) => text(await roster.pin(group, messageId)));

// A string Number() may turn into NaN or a fraction.
server.tool("unpin", "Unpin", { group: z.string().min(1), messageId: z.string().min(1) },
  async ({ group, messageId }) => text(await roster.unpin(group, messageId)));

// min(1) lets "   " through, which trims to "".
server.tool("rename", "Rename", { group: z.string().min(1), title: z.string().min(1) },
  async ({ group, title }) => text(await roster.rename(group, title)));
