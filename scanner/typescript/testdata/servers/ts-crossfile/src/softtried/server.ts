// Tools whose catch returns a failure as a success: the return runs only if the try throws.
// A try that calls only functions that catch their own failures (NeverRaises, in this module
// or another) never does; one that calls a function that throws outside its try, a library, or
// a function no file of the root defines may.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Probe, readQuietly, readLoose } from "./probe.js";
import { readRemote } from "./remote.js";

const server = new McpServer({ name: "softtried", version: "1.0.0" });
const probe = new Probe();

// Same-file: every failure of its body is answered in its own catch.
async function readLocal(host: string): Promise<string> {
  try {
    const res = await fetch(`https://status.example/${host}`);
    return await res.text();
  } catch {
    return "unknown";
  }
}

server.tool("status", { host: z.string() }, async ({ host }) => {
  try {
    const status = await probe.read(host);
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    // GOOD for the rule: Probe.read answers its own failures, so this never runs.
    return { content: [{ type: "text", text: `Error reading status: ${String(error)}` }] };
  }
});

server.tool("status_quiet", { host: z.string() }, async ({ host }) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await readQuietly(host)) }] };
  } catch (error) {
    // GOOD for the rule: readQuietly never throws either.
    return { content: [{ type: "text", text: `Error: ${error instanceof Error ? error.message : error}` }] };
  }
});

server.tool("status_local", { host: z.string() }, async ({ host }) => {
  try {
    const text = await readLocal(host);
    return { content: [{ type: "text", text }] };
  } catch (error) {
    // GOOD for the rule: readLocal, in this file, never throws.
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
});

server.tool("status_loose", { host: z.string() }, async ({ host }) => {
  try {
    await probe.read(host);
    const status = await readLoose(host);
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error reading status: ${String(error)}` }] }; // want: softerror
  }
});

server.tool("status_remote", { host: z.string() }, async ({ host }) => {
  try {
    // no file of the root defines ./remote.js: it may throw
    return { content: [{ type: "text", text: JSON.stringify(await readRemote(host)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] }; // want: softerror
  }
});

server.tool("status_parsed", { host: z.string() }, async ({ host }) => {
  try {
    const status = await probe.read(JSON.parse(host)); // a library call in the try: it may throw
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] }; // want: softerror
  }
});
