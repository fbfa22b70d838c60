// Per-item failures collected into the tool's text: a loop over the items adds one line per
// item, a failure line from its catch, and the tool returns the lines as a whole. The rule page
// leaves these out (a batch's per-item errors are part of its answer, which says which items
// failed); one failure of the whole call is judged where it is returned.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const store: {
  remove(key: string): Promise<void>;
  copy(key: string, to: string): Promise<void>;
  stat(key: string): Promise<{ size: number; error?: string }>;
};

const server = new McpServer({ name: "store", version: "1.0.0" });

server.registerTool("remove_keys", { inputSchema: { keys: z.array(z.string()) } }, async ({ keys }) => {
  const lines: string[] = [];
  for (const key of keys) {
    try {
      await store.remove(key);
      lines.push(`Removed ${key}`);
    } catch (e) {
      lines.push(`Failed to remove ${key}: ${(e as Error).message}`);
    }
  }
  // FINE: a batch answer that names the items that failed.
  return { content: [{ type: "text", text: lines.join("\n") }] };
});

server.registerTool("copy_keys", { inputSchema: { keys: z.array(z.string()), to: z.string() } }, async ({ keys, to }) => {
  let report = "";
  for (const key of keys) {
    try {
      await store.copy(key, to);
      report += `copied ${key}\n`;
    } catch (err) {
      report += `${key}: ${String(err)}\n`;
    }
  }
  // FINE: the same, built with +=.
  return { content: [{ type: "text", text: `Copy report:\n${report}` }] };
});

server.registerTool("remove_all", { inputSchema: { keys: z.array(z.string()) } }, async ({ keys }) => {
  const results = await Promise.all(
    keys.map(async (key) => {
      try {
        await store.remove(key);
        return `Removed ${key}`;
      } catch (e) {
        return `Could not remove ${key}: ${e}`;
      }
    }),
  );
  // FINE: a mapping's per-item lines.
  return { content: [{ type: "text", text: results.join("\n") }] };
});

server.registerTool("remove_checked", { inputSchema: { keys: z.array(z.string()) } }, async ({ keys }) => {
  const failures: string[] = [];
  for (const key of keys) {
    try {
      await store.remove(key);
    } catch (e) {
      failures.push(`Failed to remove ${key}: ${e}`);
    }
  }
  if (failures.length > 0) {
    return { content: [{ type: "text", text: failures.join("\n") }], isError: true }; // want: errorresult
  }
  // FINE: the failures left on their own, flagged path.
  return { content: [{ type: "text", text: `Removed ${keys.length} keys` }] };
});

server.registerTool("sizes", { inputSchema: { keys: z.array(z.string()) } }, async ({ keys }) => {
  const lines: string[] = [];
  for (const key of keys) {
    const st = await store.stat(key);
    // The item's own error field is data the call read, not a failure of the call.
    lines.push(st.error ? `error on ${key}: ${st.error}` : `${key}: ${st.size} bytes`);
  }
  // FINE: a report about the items.
  return { content: [{ type: "text", text: lines.join("\n") }] };
});

server.registerTool("count_keys", { inputSchema: { keys: z.array(z.string()) } }, async ({ keys }) => {
  const lines: string[] = [];
  try {
    lines.push(`Found ${keys.length} keys`);
  } catch (e) {
    lines.push(`Failed to count: ${e}`);
  }
  // FINE: a failure of the whole call would be judged (gathered.ts), but this try throws nothing.
  return { content: [{ type: "text", text: lines.join("\n") }] };
});

function formatCopies(copied: string[], failed: { key: string; reason: string }[]): string {
  const lines = copied.map((k) => `copied ${k}`);
  for (const f of failed) {
    lines.push(`Error copying ${f.key}: ${f.reason}`);
  }
  return lines.join("\n").trim();
}

declare const bulk: { copy(keys: string[], to: string): Promise<{ copied: string[]; failed: { key: string; reason: string }[] }> };

server.registerTool("bulk_copy", { inputSchema: { keys: z.array(z.string()), to: z.string() } }, async ({ keys, to }) => {
  const res = await bulk.copy(keys, to);
  const result = { content: [{ type: "text" as const, text: formatCopies(res.copied, res.failed) }] };
  // FINE: a formatter's per-item lines, through the result object returned below.
  return result;
});

server.registerTool("bulk_copy_flagged", { inputSchema: { keys: z.array(z.string()), to: z.string() } }, async ({ keys, to }) => {
  const res = await bulk.copy(keys, to);
  const result = { content: [{ type: "text" as const, text: formatCopies(res.copied, res.failed) }] };
  if (res.failed.length > 0) {
    result.isError = true; // want: errorresult
  }
  // FINE: the flag is set on the same object when an item failed.
  return result;
});
