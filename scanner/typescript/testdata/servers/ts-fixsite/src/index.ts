// Tools whose failure results other functions build: where a finding stands is where isError
// goes.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { answerQuota } from "./lib/answer.js";
import { denied, describeFailure, failure, loadOrFail, missing, probe } from "./lib/results.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

declare function write(path: string, body: string): Promise<void>;
declare function remove(path: string): Promise<void>;
declare function usage(user: string): Promise<number>;
declare function allowed(user: string): boolean;

server.registerTool("save", { inputSchema: { path: z.string(), body: z.string() } }, async ({ path, body }) => {
  try {
    await write(path, body);
    return { content: [{ type: "text", text: `saved ${path}` }] };
  } catch (e) {
    // FINE here: failure builds the result; the finding stands in failure.
    return failure("save", e);
  }
});

server.registerTool("remove", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    await remove(path);
    return { content: [{ type: "text", text: `removed ${path}` }] };
  } catch (e) {
    return failure("remove", e);
  }
});

server.registerTool("load", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const result = await loadOrFail(path);
  if (!result) throw new Error("nothing loaded"); // want: raisederror
  return result;
});

server.registerTool("quota", { inputSchema: { user: z.string() } }, async ({ user }) => {
  const used = await usage(user);
  return answerQuota(user, used);
});

server.registerTool("grant", { inputSchema: { user: z.string() } }, async ({ user }) => {
  if (!allowed(user)) {
    return denied(user);
  }
  return { content: [{ type: "text", text: `granted ${user}` }] };
});

server.registerTool("show", { inputSchema: { name: z.string() } }, async ({ name }) => {
  const r = missing(name);
  // BAD: the tool builds its own result from the helper's content, without isError.
  return { content: [{ type: "text", text: r.content[0].text }] }; // want: softerror related=src/lib/results.ts:32
});

server.registerTool("fix", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    await write(path, "");
    return { content: [{ type: "text", text: "fixed" }] };
  } catch (e) {
    // BAD: the helper gives only the text; isError goes in this result.
    return { content: [{ type: "text", text: describeFailure(path) }] }; // want: softerror related=src/lib/results.ts:37
  }
});

server.registerTool("reach", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const res = await probe(url);
  if (!res) {
    return { content: [{ type: "text", text: "no answer" }], isError: true }; // want: errorresult
  }
  // BAD: a failure object passes a test of whether there is one at all.
  return { content: [{ type: "text", text: res.message }] }; // want: softerror related=src/lib/results.ts:45
});

server.registerTool("reach_checked", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const res = await probe(url);
  if (!res.success) {
    return { content: [{ type: "text", text: res.message }], isError: true }; // want: errorresult
  }
  // FINE: the failure was told apart above.
  return { content: [{ type: "text", text: res.message }] };
});

// A same-file helper that builds the failure result: the same rule as another module's.
function refused(user: string) {
  return { content: [{ type: "text" as const, text: `Error: ${user} may not do that` }] }; // want: softerror related=92
}

server.registerTool("act", { inputSchema: { user: z.string() } }, async ({ user }) => {
  if (!allowed(user)) return refused(user.trim());
  return { content: [{ type: "text", text: "done" }] };
});

// A same-file function given the handler's arguments as they are is the tool's own delegate:
// its returns are judged as the tool's, where they stand.
function act2(user: string) {
  if (!allowed(user)) {
    return { content: [{ type: "text" as const, text: `Error: ${user} may not do that` }] }; // want: softerror
  }
  return { content: [{ type: "text" as const, text: "done" }] };
}

server.registerTool("act2", { inputSchema: { user: z.string() } }, async ({ user }) => act2(user));

import { maintenance } from "./lib/offline.js";

server.registerTool("drain", { inputSchema: { host: z.string() } }, async ({ host }) => {
  if (host.endsWith(".maint")) return maintenance(host);
  return { content: [{ type: "text" as const, text: `drained ${host}` }] };
});
