// The vault server's factory. Its client copies the token into a local before it tests it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const VAULT_TOKEN = process.env.VAULT_TOKEN;
const VAULT_REGION = process.env.VAULT_REGION;

function headers(override?: () => string | undefined): Record<string, string> {
  let token: string | undefined;
  if (override) {
    token = override();
    if (!token) {
      throw new Error("token override returned no token"); // want: raisederror function=headers related=src/tools/vault.ts:30,src/tools/vault.ts:31
    }
  } else {
    token = VAULT_TOKEN;
    // FINE: serve.ts exits at start-up when VAULT_TOKEN is missing.
    if (!token) {
      throw new Error("VAULT_TOKEN is not set");
    }
  }
  let region = VAULT_REGION;
  if (!region) {
    throw new Error("VAULT_REGION is not set"); // want: raisederror function=headers related=src/tools/vault.ts:30,src/tools/vault.ts:31
  }
  return { authorization: `Bearer ${token}`, region };
}

export function createVaultServer(): McpServer {
  const server = new McpServer({ name: "vault", version: "1.0.0" });
  server.registerTool("vault_status", {}, async () => {
    const res = await fetch("https://vault.example/status", { headers: headers() });
    return { content: [{ type: "text", text: await res.text() }] };
  });
  return server;
}
