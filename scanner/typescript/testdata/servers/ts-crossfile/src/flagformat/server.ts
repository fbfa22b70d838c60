// A tool returns a formatter's text of what an operation gives back.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { executeDrop, executeRename, formatDrop, formatPurge, formatRename } from "./drop.js";

const server = new McpServer({ name: "tables", version: "1.0.0" });

server.tool("drop_table", { name: z.string(), confirm: z.boolean() }, async ({ name, confirm }) => {
  try {
    // FINE: executeDrop gives back success: true on every return, so formatDrop's failure
    // text, which answers success: false, never runs for it.
    const output = await executeDrop(name, confirm);
    return { content: [{ type: "text" as const, text: formatDrop(output) }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `Error: ${(e as Error).message}` }], isError: true }; // want: errorresult
  }
});

server.tool("rename_table", { name: z.string(), to: z.string() }, async ({ name, to }) => {
  try {
    const output = await executeRename(name, to);
    // BAD: executeRename may give back success: false, which formatRename answers as text.
    return { content: [{ type: "text" as const, text: formatRename(output) }] }; // want: softerror related=src/flagformat/drop.ts:46
  } catch (e) {
    return { content: [{ type: "text" as const, text: `Error: ${(e as Error).message}` }], isError: true }; // want: errorresult
  }
});

server.tool("purge_table", { name: z.string() }, async ({ name }) => {
  try {
    const output = await executeDrop(name, true);
    // BAD: formatPurge's failure text does not depend on the flag.
    return { content: [{ type: "text" as const, text: formatPurge(output) }] }; // want: softerror related=src/flagformat/drop.ts:53
  } catch (e) {
    return { content: [{ type: "text" as const, text: `Error: ${(e as Error).message}` }], isError: true }; // want: errorresult
  }
});
