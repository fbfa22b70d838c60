// punkpeye fastmcp 3.10 (pinned by the test): UserError extras are not sent before 3.17.
import { FastMCP, UserError } from "fastmcp";

const server = new FastMCP({ name: "old", version: "1.0.0" });

server.addTool({
  name: "quota",
  execute: async () => {
    throw new UserError("quota exceeded", { retryAfter: 30 }); // want: raisederror shape=prose-only typed=none
  },
});
