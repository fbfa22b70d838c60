// A second entry point that builds the server in another module and requires a token at its top
// level before it connects: it registers no tool and spells no isError, yet a scan reads it for
// what its start-up guarantees (it connects a server transport and reads process.env).
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createVaultServer } from "./tools/vault.js";

const VAULT_TOKEN = process.env.VAULT_TOKEN;
if (!VAULT_TOKEN) {
  console.error("VAULT_TOKEN is required");
  process.exit(1);
}

await createVaultServer().connect(new StdioServerTransport());
