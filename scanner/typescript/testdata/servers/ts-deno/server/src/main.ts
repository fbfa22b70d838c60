// Deno style: the import map resolves the SDK (pinned at 1.20.2 by deno.jsonc) and local modules
// are imported with their .ts extension.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { formatError, lookup } from "./github.ts";

const server = new McpServer({ name: "deno", version: "1.0.0" });

server.registerTool("get_project", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const project = await lookup(id);
  if (!project) {
    return { // want: softerror related=17
      content: [
        {
          type: "text",
          text: `Project '${id}' not found.`,
        },
      ],
    };
  }
  return { content: [{ type: "text", text: project.title }] };
});

server.registerTool("consent", { inputSchema: { id: z.string() } }, async ({ id }) => {
  if (!id) {
    // On 1.20 (deno.jsonc) a URL-elicitation McpError is caught like any other error.
    throw new McpError(ErrorCode.UrlElicitationRequired, "open the consent page"); // want: raisederror outcome=iserror
  }
  return { content: [{ type: "text", text: "granted" }] };
});

server.registerTool("archive", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const project = await lookup(id);
  if (!project) {
    return { content: [{ type: "text", text: `Project '${id}' not found.` }], isError: true }; // want: errorresult shape=prose-only
  }
  return { content: [{ type: "text", text: `Archived ${project.title}` }] };
});

server.registerTool("rename", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const project = await lookup(id);
    return { content: [{ type: "text", text: project?.title ?? "" }] };
  } catch (err) {
    return { content: [{ type: "text", text: formatError(err) }] }; // want: softerror related=server/src/github.ts:9,server/src/github.ts:11
  }
});

server.registerTool("describe", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: (await lookup(id))?.title ?? "" }] };
  } catch (err) {
    // The caught error's text through a function no file of the project defines: nothing to cite.
    return { content: [{ type: "text", text: String(err) }] }; // want: softerror related=none
  }
});
