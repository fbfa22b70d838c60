// A call of an async function whose promise a `.catch` answers on the spot: what the function
// throws rejects the promise, and the callback settles it, so none of it leaves the tool there.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const hub: { verify(token: string): Promise<{ plan: string }> };

async function verifyAccount(token: string) {
  const res = await hub.verify(token);
  if (!res.plan) {
    // BAD (through "strict" only): the tool awaits it with no catch.
    throw new Error("Account has no plan"); // want: raisederror
  }
  return res;
}

async function checkQuota(token: string) {
  const res = await hub.verify(token);
  if (res.plan === "free") {
    // FINE: the one tool that calls it settles the rejection with a `.catch`.
    throw new Error("Quota exceeded for the free plan");
  }
  return res.plan;
}

// Not async: it throws before a `.catch` on its value is attached.
function verifyNow(token: string) {
  if (!token) {
    throw new Error("Token is required"); // want: raisederror
  }
  return hub.verify(token);
}

const server = new McpServer({ name: "hub", version: "1.0.0" });

server.tool("notice", { token: z.string() }, async ({ token }) => {
  // FINE: the catch settles whatever verifyAccount throws.
  const account = await verifyAccount(token).catch(() => null);
  return { content: [{ type: "text" as const, text: account ? account.plan : "N/A" }] };
});

server.tool("quota", { token: z.string() }, async ({ token }) => {
  const plan = await checkQuota(token).catch(() => "unknown");
  return { content: [{ type: "text" as const, text: `plan: ${plan}` }] };
});

server.tool("strict", { token: z.string() }, async ({ token }) => {
  const account = await verifyAccount(token);
  return { content: [{ type: "text" as const, text: account.plan }] };
});

server.tool("early", { token: z.string() }, async ({ token }) => {
  // BAD: verifyNow throws synchronously; the catch never sees it.
  const account = await verifyNow(token).catch(() => null);
  return { content: [{ type: "text" as const, text: account ? account.plan : "N/A" }] };
});
