// A lookup by name that walks the candidates and returns the one that matches: the return after
// the loop runs only when none did, and its "not found" text reports the failed lookup. An
// argument check that tells the caller which of two arguments to give is a failure too.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function listKeys(project: string): Promise<string[]>;
declare function readEntry(key: string): Promise<{ title: string; body: string } | undefined>;

export function register(server: McpServer) {
  server.tool("get_entry_by_title", "finds an entry", { project: z.string(), title: z.string() }, async ({ project, title }) => {
    const seen: string[] = [];
    for (const key of await listKeys(project)) {
      const entry = await readEntry(key);
      if (!entry) continue;
      if (entry.title.toLowerCase() === title.toLowerCase()) {
        return { content: [{ type: "text", text: entry.body }] };
      }
      seen.push(entry.title);
    }
    // Nothing matched.
    return { content: [{ type: "text", text: `Entry "${title}" not found. Known entries: ${seen.join(", ")}` }] }; // want: softerror function=get_entry_by_title
  });

  server.tool("get_entry_summary", "summarizes", { title: z.string().optional(), key: z.string().optional() }, async ({ title, key }) => {
    if (!title && !key) {
      return { content: [{ type: "text", text: "Provide either title or key." }] }; // want: softerror function=get_entry_summary
    }
    const entry = await readEntry(key ?? title ?? "");
    return { content: [{ type: "text", text: entry?.body ?? "" }] };
  });

  // GOOD for the rule: a loop that returns nothing (the return after it is the answer), a
  // return after a loop whose text reports no failure, and a return that follows a plain
  // statement after a returning loop.
  server.tool("list_titles", "lists", { project: z.string() }, async ({ project }) => {
    const titles: string[] = [];
    for (const key of await listKeys(project)) {
      const entry = await readEntry(key);
      if (entry) titles.push(entry.title);
    }
    return { content: [{ type: "text", text: titles.length ? titles.join("\n") : "Some entries were not found in the index." }] };
  });

  server.tool("first_long_entry", "finds", { project: z.string() }, async ({ project }) => {
    for (const key of await listKeys(project)) {
      const entry = await readEntry(key);
      if (entry && entry.body.length > 1000) {
        return { content: [{ type: "text", text: entry.body }] };
      }
    }
    return { content: [{ type: "text", text: "Every entry is short; here is the list of keys instead." }] };
  });

  server.tool("tag_entries", "tags", { tags: z.array(z.string()) }, async ({ tags }) => {
    for (const tag of tags) {
      if (!/^[a-z]+$/.test(tag)) {
        return { content: [{ type: "text", text: `Tag ${tag} is invalid` }], isError: true }; // want: errorresult
      }
    }
    // The loop returns the failures: falling out of it is the success.
    return { content: [{ type: "text", text: `Tagged. Tags not found in the index get a page of their own.` }] };
  });
}
