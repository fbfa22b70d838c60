// Tools that check a connection or a status: "not connected" is their normal answer, not a
// failure of the call. A catch of theirs that reports the exception it caught is reported still.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const settings: { load(): Promise<{ token?: string }> };
declare const account: { whoami(token: string): Promise<string>; link(): Promise<boolean> };

export const linkTools = [
  {
    name: "check-account-connection",
    description: "Check whether the account is connected and show the connection status.",
    inputSchema: z.object({}),
    execute: async () => {
      try {
        const s = await settings.load();
        if (!s.token) {
          // FINE: the probe's answer; the call succeeded.
          return { content: [{ type: "text" as const, text: "❌ Not connected to the account." }] };
        }
        return { content: [{ type: "text" as const, text: `✅ Connected as ${await account.whoami(s.token)}` }] };
      } catch (error: any) {
        // BAD: the check itself failed, and the text carries the exception.
        return { content: [{ type: "text" as const, text: `❌ Error checking connection: ${error.message}` }] }; // want: softerror related=10
      }
    },
  },
  {
    name: "test_account_status",
    description: "Test the account",
    inputSchema: z.object({}),
    execute: async () => {
      try {
        await account.whoami("probe");
        return { content: [{ type: "text" as const, text: "✅ Status check passed" }] };
      } catch (error: unknown) {
        const message = error instanceof Error ? error.message : "Unknown error";
        // BAD: the exception reaches the text through a local.
        return { content: [{ type: "text" as const, text: `❌ Status check failed: ${message}` }] }; // want: softerror related=28
      }
    },
  },
];

const server = new McpServer({ name: "account", version: "1.0.0" });

server.registerTool("verify_login_status", { description: "Verify the login", inputSchema: {} }, async () => {
  const s = await settings.load();
  // FINE: a status check's normal answer.
  return { content: [{ type: "text" as const, text: s.token ? "Logged in" : "Error: not logged in" }] };
});

server.registerTool(
  "account_link",
  { description: "Checks if the account link is connected. Read-only.", inputSchema: {} },
  async () => {
    const s = await settings.load();
    if (!s.token) {
      // FINE: the description says the tool checks a connection.
      return { content: [{ type: "text" as const, text: "Not connected: no token is stored" }] };
    }
    return { content: [{ type: "text" as const, text: "Connected" }] };
  },
);

server.registerTool("connect_account", { description: "Connect the account", inputSchema: {} }, async () => {
  const ok = await account.link();
  if (!ok) {
    // BAD: connecting is work that failed, not a check.
    return { content: [{ type: "text" as const, text: "❌ Connection failed: the account refused the link" }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: "Connected" }] };
});

server.registerTool("get_job_status", { description: "Get a job's status", inputSchema: { id: z.string() } }, async ({ id }) => {
  if (id === "") {
    // BAD: a lookup's failure; get is no check.
    return { content: [{ type: "text" as const, text: "Error: job id is required" }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: `Job ${id} is running` }] };
});

declare const broker: { connect(): Promise<void>; configError?: string; total(): Promise<number> };

server.registerTool(
  "broker_connection_status",
  { description: "Check whether this server can reach the broker and whether data arrives. Read-only.", inputSchema: {} },
  async () => {
    if (broker.configError) {
      // FINE: the description says the tool checks that the broker is reachable; "not configured" is its answer.
      return { content: [{ type: "text" as const, text: JSON.stringify({ configured: false, error: broker.configError }) }] };
    }
    return { content: [{ type: "text" as const, text: "Reachable" }] };
  },
);

server.registerTool("order_limit", { description: "Check whether the order total reaches the limit.", inputSchema: {} }, async () => {
  const total = await broker.total();
  if (total < 0) {
    // BAD: reaching a limit is no connection; the lookup failed.
    return { content: [{ type: "text" as const, text: "Error: the order total could not be read" }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: `Total ${total}` }] };
});
