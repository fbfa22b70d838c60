// fastmcp tools that call the API client inside a try whose catch replaces what it caught with
// a new UserError (search_notes, count_notes), throws it again (get_note), or no try at all
// (quick_count).
import { FastMCP, UserError } from "fastmcp";
import { z } from "zod";
import { NotesClient } from "./client.js";
import { NotesError } from "./errors.js";

const client = new NotesClient();
const server = new FastMCP({ name: "notes", version: "1.0.0" });

server.addTool({
  name: "search_notes",
  parameters: z.object({ query: z.string() }),
  execute: async (args) => {
    try {
      const notes = await client.search(args.query);
      return notes.join("\n");
    } catch (error) {
      if (error instanceof NotesError) {
        // BAD: the tool decides what the client sees; names the client's NotesError.
        throw new UserError(error.message); // want: raisederror related=src/replacedclient/client.ts:12
      }
      // BAD: as above, for everything else (what fetch throws).
      throw new UserError(`Error searching notes: ${String(error)}`); // want: raisederror related=src/replacedclient/client.ts:7
    }
  },
});

server.addTool({
  name: "get_note",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    try {
      return await client.fetchNote(args.id);
    } catch (error) {
      // BAD: what the client threw, as it is (the client's throw stays a finding of its own).
      console.error("get_note failed", error);
      throw error; // want: raisederror related=none
    }
  },
});

server.addTool({
  name: "count_notes",
  parameters: z.object({}),
  execute: async () => {
    try {
      return String(await client.count());
    } catch (error) {
      // BAD: a rewrap of its own, naming the client's throw and fetch.
      throw new UserError(`Error counting notes: ${String(error)}`); // want: raisederror related=src/replacedclient/client.ts:31,src/replacedclient/client.ts:27
    }
  },
});

server.addTool({
  name: "quick_count",
  parameters: z.object({}),
  execute: async () => String(await client.count()),
});
