// Tools whose catch clauses hand the failure to a mapper before a throw.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { failWith, logFailure, rejectWith, releaseLock } from "../lib/fail.js";

const server = new McpServer({ name: "mapped", version: "1.0.0" });

function rethrowAsToolError(e: unknown): never {
  throw new Error(`tool failed: ${String(e)}`); // want: raisederror function=rethrowAsToolError related=src/tools/mapped.ts:30,src/tools/mapped.ts:34
}

server.registerTool("fetch", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/x")).text() }] };
  } catch (e) {
    failWith(e);
    // FINE: failWith always throws; this line never runs.
    throw e;
  }
});

server.registerTool("logged", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/y")).text() }] };
  } catch (e) {
    logFailure(e);
    throw e; // want: raisederror
  }
});

server.registerTool("local", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/z")).text() }] };
  } catch (e) {
    rethrowAsToolError(e);
    // FINE: the same file's mapper always throws.
    throw e;
  }
});

server.registerTool("reported", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/w")).text() }] };
  } catch (e) {
    releaseLock("w");
    throw e; // want: raisederror
  }
});

server.registerTool("rejected", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/v")).text() }] };
  } catch (e) {
    rejectWith(e);
    // FINE: rejectWith always throws; this line never runs.
    throw e;
  }
});

server.registerTool("thrown", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/u")).text() }] };
  } catch (e) {
    // FINE: failWith always throws, so the throw of what it returns never runs; failWith's own
    // throw is the site.
    throw failWith(e);
  }
});

function asToolError(e: unknown): Error {
  return new Error(`tool failed: ${String(e)}`);
}

server.registerTool("converted", {}, async () => {
  try {
    return { content: [{ type: "text", text: await (await fetch("https://api.example/t")).text() }] };
  } catch (e) {
    throw asToolError(e); // want: raisederror
  }
});
