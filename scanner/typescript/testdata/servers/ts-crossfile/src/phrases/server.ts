// Tools that hand back what a reader of another module returns, failures included.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { findNotes, readNote, readShared } from "./notes.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("read_note", {}, async (args: { path: string }) => {
  return { content: [{ type: "text", text: readNote(args.path) }] }; // want: softerror related=src/phrases/notes.ts:7
});

server.registerTool("read_shared", {}, async (args: { path: string }) => {
  return { content: [{ type: "text", text: readShared(args.path) }] }; // want: softerror related=src/phrases/notes.ts:14
});

server.registerTool("find_notes", {}, async (args: { q: string }) => {
  // FINE: findNotes answers an empty search, which is no failure.
  return { content: [{ type: "text", text: findNotes(args.q) }] };
});
