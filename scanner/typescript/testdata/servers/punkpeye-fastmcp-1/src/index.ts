// punkpeye fastmcp 1.21.0 (pinned by the test): a tool's error that is not a UserError becomes
// the isError text `Error: ${error}`; "Tool 'X' execution failed: " came with 2.1.4.
import { FastMCP, UserError } from "fastmcp";
import { lookup } from "./store.js";

const server = new FastMCP({ name: "old", version: "1.0.0" });

server.addTool({
  name: "fetchNote",
  execute: async (args: { id: string }) => {
    if (!args.id.trim()) {
      throw new Error("id is blank"); // want: raisederror shape=prose-only
    }
    try {
      return await lookup(args.id);
    } catch (err) {
      throw err; // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "quota",
  execute: async () => {
    throw new UserError("quota exceeded"); // want: raisederror shape=prose-only
  },
});
