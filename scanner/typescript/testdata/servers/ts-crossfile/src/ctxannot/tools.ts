import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { type LedgerContext } from "./context.js";
import type { VaultContext } from "./vault.js";

export function registerLedgerTools(server: McpServer, ctx: LedgerContext): void {
  server.tool(
    "open_ledger",
    "open the ledger",
    async () => {
      const client = await ctx.connect();
      return { content: [{ type: "text", text: client.token }] };
    },
  );
  server.tool("wipe_ledger", "wipe the ledger", async () => {
    const wiped = await ctx.wipe();
    return { content: [{ type: "text", text: wiped ? "wiped" : "nothing to wipe" }] };
  });
  server.tool("ledger_size", "count the ledger", async () => {
    return { content: [{ type: "text", text: String(ctx.size()) }] };
  });
  server.tool("try_ledger", "open the ledger, answering failures", async () => {
    try {
      const client = await ctx.connect(); // GOOD: its failures are answered here
      return { content: [{ type: "text", text: client.token }] };
    } catch (e) {
      return { content: [{ type: "text", text: String(e) }], isError: true }; // want: errorresult
    }
  });
}

export function registerVaultTools(server: McpServer, vault: VaultContext): void {
  server.tool("unlock_vault", "unlock the vault", async () => {
    return { content: [{ type: "text", text: String(vault.unlock("1234")) }] };
  });
}
