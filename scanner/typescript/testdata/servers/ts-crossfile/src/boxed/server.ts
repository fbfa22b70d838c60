// Tools that answer with the member of what a helper gives back.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchNotes, fetchTitle } from "./api.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("notes", { inputSchema: { topic: z.string() } }, async ({ topic }) => {
  const response = await fetchNotes(topic);
  // BAD: when the fetch fails, the box holds the error text, and nothing sets isError.
  return { content: [{ type: "text", text: response.data }] }; // want: softerror related=src/boxed/api.ts:7
});

server.registerTool("title", { inputSchema: { topic: z.string() } }, async ({ topic }) => {
  const response = await fetchTitle(topic);
  // FINE: the box never holds a failure.
  return { content: [{ type: "text", text: response.data }] };
});

