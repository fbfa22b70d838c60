// Tools that return what the helpers of results.ts give, or answer a caught failure through
// the success-text helper reply: the catch's return runs only if its try throws.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Probe, readQuietly } from "../softtried/probe.js";
import { readRemote } from "./remote.js";
import { localResult, parsedResult, remoteResult, reply, statusResult } from "./results.js";

const server = new McpServer({ name: "softhelpertried", version: "1.0.0" });
const probe = new Probe();

server.tool("helper_status", { host: z.string() }, async ({ host }) => statusResult(host));
server.tool("helper_remote", { host: z.string() }, async ({ host }) => remoteResult(host));
server.tool("helper_parsed", { host: z.string() }, async ({ host }) => parsedResult(host));
server.tool("helper_local", { host: z.string() }, async ({ host }) => localResult(host));

server.tool("reply_status", { host: z.string() }, async ({ host }) => {
  try {
    const status = await probe.read(host);
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    // GOOD for the rule: Probe.read answers its own failures, so this never runs.
    return reply(`Failed to read status: ${String(error)}`);
  }
});

server.tool("reply_remote", { host: z.string() }, async ({ host }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await readRemote(host)) }] };
  } catch (error) {
    return reply(`Failed to read status: ${String(error)}`); // want: softerror
  }
});

// Delegates: functions that are no tool, whose value the tool returns as its own.
async function quietStatus(host: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await readQuietly(host)) }] };
  } catch (error) {
    // GOOD for the rule: readQuietly answers its own failures, so this never runs.
    return reply(`Failed to read status: ${String(error)}`);
  }
}

async function parsedStatus(host: string) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await readQuietly(JSON.parse(host))) }] };
  } catch (error) {
    return reply(`Failed to read status: ${String(error)}`); // want: softerror
  }
}

server.tool("delegate_quiet", { host: z.string() }, async ({ host }) => quietStatus(host));
server.tool("delegate_parsed", { host: z.string() }, async ({ host }) => parsedStatus(host));

// A helper of this file that hands back a failure object from its catch.
function canonical(host: string): string {
  try {
    return new URL(`https://${host}/`).hostname;
  } catch {
    return host;
  }
}

async function lookup(host: string) {
  try {
    return { host: canonical(host) };
  } catch (error) {
    // GOOD for the rule: canonical never throws, so this is never lookup's value.
    return { error: String(error) };
  }
}

async function lookupRemote(host: string) {
  try {
    return { host: await readRemote(host) };
  } catch (error) {
    return { error: String(error) };
  }
}

server.tool("lookup", { host: z.string() }, async ({ host }) => {
  const found = await lookup(host);
  return { content: [{ type: "text", text: JSON.stringify(found) }] };
});

server.tool("lookup_remote", { host: z.string() }, async ({ host }) => {
  const found = await lookupRemote(host);
  return { content: [{ type: "text", text: JSON.stringify(found) }] }; // want: softerror
});
