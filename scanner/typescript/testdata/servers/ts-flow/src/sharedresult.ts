// A failure assigned to a variable in one branch and returned through a result that both
// outcomes share.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const docs: {
  read(path: string): Promise<string>;
  list(): Promise<string[]>;
  publish(path: string): Promise<{ ok: boolean }>;
};

const server = new McpServer({ name: "docs", version: "1.0.0" });

server.registerTool("read_doc", { inputSchema: { path: z.string() } }, async ({ path }) => {
  let body: string;
  try {
    body = await docs.read(path);
  } catch (e) {
    body = `Could not read ${path}: ${(e as Error).message}`;
  }
  // BAD: the catch's text leaves through the same success result.
  return { content: [{ type: "text", text: body }] }; // want: softerror related=19
});

server.registerTool("list_docs", {}, async () => {
  let result: unknown;
  try {
    result = await docs.list();
  } catch (err) {
    result = { error: String(err) };
  }
  // BAD: an error object serialized into the shared success.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror shape=json-in-text related=30
});

server.registerTool("publish", { inputSchema: { path: z.string() } }, async ({ path }) => {
  let message = `published ${path}`;
  const res = await docs.publish(path);
  if (!res.ok) {
    message = `Failed to publish ${path}`;
  }
  // BAD: the failure branch only changed the text.
  return { content: [{ type: "text", text: message }] }; // want: softerror related=40
});

server.registerTool("preview", { inputSchema: { path: z.string() } }, async ({ path }) => {
  let body = "";
  try {
    body = await docs.read(path);
  } catch {
    body = "(empty document)";
  }
  // FINE: the fallback is a placeholder, not a failure text.
  return { content: [{ type: "text", text: body }] };
});

server.registerTool("count", {}, async () => {
  let text: string;
  try {
    text = String((await docs.list()).length);
  } catch (e) {
    text = `Error: ${e}`;
    return { content: [{ type: "text", text }], isError: true }; // want: errorresult
  }
  // FINE: the failure returned on its own path, flagged; this return only sees the success.
  return { content: [{ type: "text", text }] };
});
