// A high-level server whose tools use the same builders: one returns a builder's value as is,
// one serializes what a data helper gives back.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listTrunks, trunkCount } from "./trunks.js";

const server = new McpServer({ name: "exchange-hl", version: "1.0.0" });

// FINE here: listTrunks's return is the finding (trunks.js), which names this return too.
server.registerTool("list_trunks_hl", { description: "List trunks" }, async (args) => listTrunks(args));

server.registerTool("count_trunks", { description: "Count trunks" }, async ({ host }) => {
  const counted = await trunkCount(host);
  return { content: [{ type: "text", text: JSON.stringify(counted) }] }; // want: softerror related=src/contentless/trunks.js:29
});
