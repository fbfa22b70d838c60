// Tools registered one by one, each callback calling the handler of a tool object that its own
// module exports (archiveNote.ts, labelNote.ts, pinNote.ts, tagNote.ts).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { archiveNote } from "./archiveNote.js";
import { labelNote } from "./labelNote.js";
import pinNote from "./pinNote.js";
import { tagNote, untagNote, renameNote } from "./tagNote.js";
import { findNote } from "./findNote.js";

declare const shelf: { archive(id: string): Promise<{ archived: boolean }> };

export function startNotes() {
  const server = new McpServer({ name: "notes", version: "1.0.0" });

  archiveNote.setup(shelf);

  server.tool("archive-note", { id: z.string() }, async (args) => {
    const result = await archiveNote.execute(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  });

  server.tool("label-note", { id: z.string(), label: z.string() }, async (args) => {
    const result = await labelNote.execute(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  });

  server.tool("pin-note", { id: z.string() }, async (args) => pinNote.handler(args));

  server.tool("tag-note", { id: z.string(), tag: z.string() }, async (args) => tagNote.execute(args));

  // FINE: this callback reads the untag tool's name and never calls its handler.
  server.tool("untag-note", { id: z.string() }, async () => ({
    content: [{ type: "text" as const, text: `${untagNote.name} is not available` }],
  }));

  server.tool("rename-note", { id: z.string(), title: z.string() }, async (args) => {
    try {
      const result = await renameNote.execute(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `rename failed: ${error}` }], isError: true }; // want: errorresult
    }
  });

  server.tool("find-note", { query: z.string() }, async (args) => {
    const result = await findNote.execute(args);
    // BAD: a failure that the handler returns (an error member) becomes a success's text.
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] }; // want: softerror related=src/toolobjects/findNote.ts:15
  });

  return server;
}
