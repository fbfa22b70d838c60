// Tools that save through the stores the module's factories open.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { openStore, openVault } from "./stores.js";

const server = new McpServer({ name: "scoped-stores", version: "1.0.0" });
server.tool("save_memo", { entry: z.string() }, async ({ entry }) => {
  // FINE: openStore is the module's, a MemoStore (not the LedgerStore of the block).
  const store = openStore();
  const saved = store.save(entry);
  // BAD: openVault is the module's, a VaultStore (not the MemoStore of the block), whose save throws.
  const vault = openVault();
  return { content: [{ type: "text", text: `${saved} ${vault.save(entry)}` }] };
});
