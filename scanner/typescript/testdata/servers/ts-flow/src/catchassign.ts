// A failure text a catch assigns to a variable that the success result carries later: read
// through a string method, or replaced by a success before the return.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const http: {
  get(url: string): Promise<{ status: number; body(): Promise<string> }>;
};

const server = new McpServer({ name: "fetcher", version: "1.0.0" });

server.registerTool("get_page", { inputSchema: { url: z.string() } }, async ({ url }) => {
  const res = await http.get(url);
  let body;
  try {
    body = await res.body();
  } catch (e) {
    body = "Unable to read the response body";
  }
  // BAD: the catch's text is cut to length but still reported as the page.
  return { content: [{ type: "text", text: `Status ${res.status}\n${body.substring(0, 500)}` }] }; // want: softerror related=18
});

server.registerTool("get_text", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let body: string;
  try {
    body = await (await http.get(url)).body();
  } catch (err) {
    body = `Could not fetch ${url}: ${String(err)}`;
  }
  // BAD: trimmed, the failure is still the whole text.
  return { content: [{ type: "text", text: body.trim() }] }; // want: softerror related=29
});

server.registerTool("get_retry", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let body;
  try {
    body = await (await http.get(url)).body();
  } catch (e) {
    body = "Unable to read the response body";
  }
  body = await (await http.get(url + "?retry=1")).body();
  // FINE: the second fetch always replaces the catch's text before the return.
  return { content: [{ type: "text", text: `Response: ${body.slice(0, 500)}` }] };
});

server.registerTool("get_retry_plain", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let body: string;
  try {
    body = await (await http.get(url)).body();
  } catch (e) {
    body = "Could not read the response body";
  }
  body = "fetched " + url;
  // FINE: overwritten with a success text on every path.
  return { content: [{ type: "text", text: body }] };
});

server.registerTool("get_lenient", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let body;
  try {
    body = await (await http.get(url)).body();
  } catch (e) {
    body = "(no body)";
  }
  // FINE: the default is a placeholder, not a failure text.
  return { content: [{ type: "text", text: `Response: ${body.substring(0, 500)}` }] };
});

server.registerTool("get_trimmed", { inputSchema: { url: z.string() } }, async ({ url }) => {
  let body;
  try {
    body = await (await http.get(url)).body();
  } catch (e) {
    body = "Unable to read the response body";
  }
  body = body.trim();
  // BAD: trimming the catch's text keeps it.
  return { content: [{ type: "text", text: body }] }; // want: softerror related=75
});
