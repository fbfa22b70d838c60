// Tools registered one by one, each callback calling the handler of a tool object that its own
// module exports (archiveNote.ts, labelNote.ts, pinNote.ts, tagNote.ts).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { archiveNote } from "./archiveNote.js";
import { labelNote } from "./labelNote.js";
import pinNote from "./pinNote.js";
import { tagNote, untagNote, renameNote } from "./tagNote.js";
import { findNote } from "./findNote.js";
import * as stars from "./starNote.js";
import muteNote from "./muteNote.js";

declare const shelf: { archive(id: string): Promise<{ archived: boolean }> };
declare const counter: { count(folder: string): Promise<number | undefined> };

// A tool object of this module, called by its tool's callback below.
const countNotes = {
  name: "count-notes",
  schema: z.object({ folder: z.string() }),
  execute: async (input: { folder: string }) => {
    const n = await counter.count(input.folder);
    if (n === undefined) {
      // An isError result: the callback has no try around the call.
      throw new Error(`no folder named ${input.folder}`); // want: raisederror
    }
    return { count: n };
  },
};

// FINE: a tool object of this module that no callback calls.
const countTags = {
  name: "count-tags",
  schema: z.object({ folder: z.string() }),
  execute: async (input: { folder: string }) => {
    if (!input.folder) {
      throw new Error("folder is required");
    }
    return { count: 0 };
  },
};

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

  server.tool("count-notes", { folder: z.string() }, async (args) => {
    const result = await countNotes.execute(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  });

  server.tool("star-note", { id: z.string() }, async (args) => {
    const result = await stars.starNote.execute(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  });

  server.tool("mute-note", { id: z.string() }, async (args) => {
    const result = await muteNote.execute(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  });

  // FINE: reads the other object's name, never calls its handler.
  server.tool("count-tags", { folder: z.string() }, async () => ({
    content: [{ type: "text" as const, text: `${countTags.name} is not available` }],
  }));

  return server;
}
