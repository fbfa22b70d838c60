// Error texts built from stacks, inspected errors and secrets, on the v1 SDK.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { inspect } from "node:util";
import { describeError } from "./errors.js";

const server = new McpServer({ name: "leaky", version: "1.0.0" });
const API_KEY = process.env.SERVICE_API_KEY ?? "";
const config = { apiKey: process.env.SERVICE_API_KEY, baseUrl: "https://api.example.com" };

server.registerTool("query", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (err) {
    return {
      content: [{ type: "text", text: `query failed: ${(err as Error).message}\n${(err as Error).stack}` }], // want: internalleak
      isError: true, // want: errorresult
    };
  }
});

server.registerTool("fallback", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (error: any) {
    const detail = error.stack ?? String(error);
    return { content: [{ type: "text", text: detail }], isError: true }; // want: errorresult; internalleak
  }
});

server.registerTool("inspected", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (e) {
    return { content: [{ type: "text", text: inspect(e) }], isError: true }; // want: errorresult; internalleak
  }
});

server.registerTool("props", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (e) {
    throw new Error(JSON.stringify(e, Object.getOwnPropertyNames(e))); // want: raisederror; internalleak
  }
});

server.registerTool("auth", {}, async ({ repo }) => {
  if (!repo) {
    return { content: [{ type: "text", text: `call with key ${API_KEY} failed` }], isError: true }; // want: errorresult; internalleak
  }
  if (repo === "x") {
    return { content: [{ type: "text", text: `bad key ${config.apiKey} for ${config.baseUrl}` }], isError: true }; // want: errorresult; internalleak
  }
  return { content: [{ type: "text", text: repo }] };
});

// formatError is a same-file helper: the finding stands in it, with its callers as related.
function formatError(e: unknown): string {
  const err = e as Error;
  return `${err.message}\n${err.stack}`; // want: internalleak related=src/index.ts:66,src/index.ts:74
}

server.registerTool("helper", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (e) {
    return { content: [{ type: "text", text: formatError(e) }], isError: true }; // want: errorresult
  }
});

server.registerTool("helperAgain", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (e) {
    return { content: [{ type: "text", text: formatError(e) }], isError: true }; // want: errorresult
  }
});

server.registerTool("otherModule", {}, async ({ sql }) => {
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (e) {
    return { content: [{ type: "text", text: describeError(e) }], isError: true }; // want: errorresult; internalleak related=src/errors.ts:3
  }
});

// Fine: the stack goes to the log, the result carries the message; the key is only tested.
server.registerTool("logged", {}, async ({ sql }) => {
  if (!API_KEY) {
    return { content: [{ type: "text", text: "SERVICE_API_KEY is not set" }], isError: true }; // want: errorresult
  }
  try {
    return { content: [{ type: "text", text: await run(sql) }] };
  } catch (err) {
    console.error((err as Error).stack);
    return { content: [{ type: "text", text: `query failed: ${(err as Error).message}` }], isError: true }; // want: errorresult
  }
});

const GITHUB_TOKEN = "GITHUB_TOKEN";

// Fine: the constant holds the setting's name.
server.registerTool("named", {}, async ({ repo }) => {
  if (!process.env[GITHUB_TOKEN]) {
    return { content: [{ type: "text", text: `${GITHUB_TOKEN} is not set` }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: repo }] };
});

async function run(sql: string): Promise<string> {
  // JSON.parse may throw: the catch-all rethrows of the tools above can run.
  return String(JSON.parse(sql));
}
