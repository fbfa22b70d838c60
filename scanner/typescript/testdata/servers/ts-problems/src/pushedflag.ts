// droppedflag on content blocks added to a result's content after the result is built: pushed,
// unshifted, spliced or assigned by index, into the result's own content or into a local array
// the result carries as its content. The flag stands in the block, where no client reads it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const server = new McpServer({ name: "pushed", version: "1.0.0" });

// BAD: a tool function of another module's registration, typed as returning a result; the
// failure's block says isError, the result says false.
export async function runTask(task: string): Promise<CallToolResult> {
  const response: CallToolResult = { content: [], isError: false };
  const data = await perform(task);
  if (data) {
    response.content.push({ type: "text", text: JSON.stringify(data) });
  } else {
    response.content.push({
      type: "text",
      text: "the task produced no data",
      isError: true, // want: droppedflag outcome=success related=23
    });
  }
  return response;
}

server.registerTool("lines", {}, async ({ paths }) => {
  // BAD: a local array, returned as the result's content (shorthand).
  const content: CallToolResult["content"] = [];
  for (const p of paths as string[]) {
    if (!p) {
      content.push({ type: "text", text: "empty path", isError: !0 }); // want: droppedflag related=36
      continue;
    }
    content.push({ type: "text", text: p });
  }
  return { content };
});

server.registerTool("first", {}, async ({ q }) => {
  // BAD: unshift into a local array returned under another name.
  const blocks = [{ type: "text" as const, text: String(q) }];
  if (!q) blocks.unshift({ type: "text" as const, text: "no query", isError: true }); // want: droppedflag related=43
  return { content: blocks, isError: false };
});

server.registerTool("splice", {}, async ({ q }) => {
  // BAD: spliced into the content of a result held in a variable.
  const result = { content: [{ type: "text", text: "partial" }] };
  if (!q) result.content.splice(0, 1, { type: "text", text: "no query", isError: true }); // want: droppedflag related=50
  return result;
});

server.registerTool("indexed", {}, async ({ q }) => {
  // BAD: the first block replaced by index.
  const response: CallToolResult = { content: [{ type: "text", text: "" }] };
  if (!q) {
    response.content[0] = { type: "text", text: "no query", isError: true }; // want: droppedflag related=59
  }
  return response;
});

server.registerTool("each", {}, async ({ items }) => {
  // BAD: pushed from a callback; the result is the handler's.
  const response: CallToolResult = { content: [] };
  (items as string[]).forEach((i) => {
    response.content.push({ type: "text", text: `bad item ${i}`, isError: true }); // want: droppedflag related=68
  });
  return response;
});

server.registerTool("unrelated", {}, async () => {
  // FINE: the array is never the result's content.
  const log: { type: string; text: string; isError?: boolean }[] = [];
  log.push({ type: "text", text: "cache miss", isError: true });
  console.error(log);
  return { content: [{ type: "text", text: "done" }] };
});

server.registerTool("notflagged", {}, async () => {
  // FINE: the block's flag is false.
  const response: CallToolResult = { content: [] };
  response.content.push({ type: "text", text: "done", isError: false });
  return response;
});

server.registerTool("flaggedtoo", {}, async ({ q }) => {
  // FINE: the result itself is flagged on the same path; the block's flag is redundant, not lost.
  const response: CallToolResult = { content: [] };
  if (!q) {
    response.content.push({ type: "text", text: "no query", isError: true });
    response.isError = true; // want: errorresult
  }
  return response;
});

server.registerTool("flaggedreturn", {}, async ({ q }) => {
  // FINE: the returned result carries the flag (a computed one counts: it may be true).
  const content: CallToolResult["content"] = [];
  if (!q) content.push({ type: "text", text: "no query", isError: true });
  return { content, isError: content.length > 0 };
});

server.registerTool("flaggedinit", {}, async ({ q }) => {
  // FINE: the result is built flagged and nothing clears it.
  const response: CallToolResult = { content: [], isError: true }; // want: errorresult
  response.content.push({ type: "text", text: `no such query ${q}`, isError: true });
  return response;
});

server.registerTool("otherbranch", {}, async ({ q }) => {
  const response: CallToolResult = { content: [] };
  if (q === "x") {
    response.isError = true; // want: errorresult
    response.content.push({ type: "text", text: "x is reserved" });
  } else if (!q) {
    // BAD: the flag on the result is set on another branch, not on this one.
    response.content.push({ type: "text", text: "no query", isError: true }); // want: droppedflag related=119
  }
  return response;
});

server.registerTool("earlyreturn", {}, async ({ q }) => {
  const content: CallToolResult["content"] = [];
  if (!q) {
    content.push({ type: "text", text: "no query", isError: true });
    // FINE: this path ends here, with another result; the return below is not reached from the
    // push.
    return { content: [{ type: "text", text: "try again with a query" }], isError: true }; // want: errorresult
  }
  content.push({ type: "text", text: String(q) });
  return { content };
});

async function perform(task: string): Promise<unknown> {
  return task ? { ok: true } : null;
}
