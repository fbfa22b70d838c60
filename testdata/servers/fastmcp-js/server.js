import { FastMCP, UserError } from "fastmcp";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const root = path.resolve(process.env.FILES_ROOT ?? ".");
const server = new FastMCP({ name: "files", version: "1.0.0" });

server.addTool({
  name: "read_file",
  description: "Read a text file under the root",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path: rel }) => {
    const full = path.resolve(root, rel);
    if (!full.startsWith(root + path.sep)) {
      throw new UserError(`${rel} is outside the root; give a path relative to ${root}`);
    }
    const info = await stat(full).catch(() => null);
    if (!info) {
      return { content: [{ type: "text", text: `no file ${rel}` }], isError: true };
    }
    return readFile(full, "utf8");
  },
});

server.addTool({
  name: "file_size",
  description: "Size of a file in bytes",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path: rel }) => {
    try {
      const info = await stat(path.resolve(root, rel));
      return String(info.size);
    } catch (err) {
      return { content: [{ type: "text", text: "Failed to stat " + rel + ": " + err.message }] };
    }
  },
});

server.start({ transportType: "stdio" });
