import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const ROOT = process.env.FILES_ROOT ?? process.cwd();
const server = new McpServer({ name: "files", version: "2.0.1" });

// Tools answer { isError: true } when a path leaves ROOT; see README.
server.tool("read_file", { file: z.string() }, async ({ file }) => {
  const full = path.resolve(ROOT, file);
  if (!full.startsWith(ROOT)) {
    return {
      isError: true,
      content: [{ type: "text", text: `path ${file} is outside the allowed root` }],
      structuredContent: { error: { code: "forbidden_path", target: "file", retry: false } },
    };
  }
  try {
    return { content: [{ type: "text", text: await readFile(full, "utf8") }] };
  } catch (err) {
    return {
      isError: true,
      content: [{ type: "text", text: JSON.stringify({ error: err.code, message: err.message }) }],
    };
  }
});

await server.connect(new StdioServerTransport());
