// A tool that answers from ifs that return and falls through to a last return when none knew
// the argument: that return is the ifs' else branch, and its "Unknown x" or "not found" text
// reports the failure. A closing return after an if that returns a failure, or one whose text
// says no failure, is the answer. A guide written as a markdown page, whose sections speak of
// failed calls, reports none; a page whose heading says what failed does.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const guides: Record<string, { content: string }>;
declare const sections: Record<string, { title: string; body: string }>;
declare function findRows(q: string): Promise<string[]>;
declare function save(title: string): Promise<void>;

export function register(server: McpServer) {
  server.tool("get_guide", "a guide", { topic: z.string() }, async ({ topic }) => {
    if (guides[topic]) {
      return { content: [{ type: "text", text: guides[topic].content }] };
    }
    // None matched.
    return { content: [{ type: "text", text: `Topic "${topic}" not found. Available: ${Object.keys(guides).join(", ")}` }] }; // want: softerror function=get_guide
  });

  server.tool("explore_section", "a section", { section: z.string() }, async ({ section }) => {
    if (section === "all") {
      let text = "# All sections\n\n";
      for (const s of Object.values(sections)) text += `## ${s.title}\n${s.body}\n`;
      return { content: [{ type: "text", text }] };
    }
    if (sections[section]) return { content: [{ type: "text", text: sections[section].body }] };
    return { content: [{ type: "text", text: `Unknown section: ${section}` }] }; // want: softerror function=explore_section
  });

  server.tool("troubleshooting", "the troubleshooting guide", { topic: z.string() }, async ({ topic }) => {
    if (topic === "overview") {
      // GOOD for the rule: an overview page; its sections speak of failures, it reports none.
      return {
        content: [
          {
            type: "text",
            text: `# Troubleshooting Guide

Every known issue and the fix that works.

## Methodology

1. **Test Edge Cases**: empty responses, failed API calls, network issues
2. **Cannot connect**: check the URL`,
          },
        ],
      };
    }
    if (!guides[topic]) {
      return { content: [{ type: "text", text: `# Guide Not Found\n\nCould not find a guide on ${topic}.\n\n## Available\n\n${Object.keys(guides).join("\n")}` }] }; // want: softerror function=troubleshooting
    }
    return { content: [{ type: "text", text: guides[topic].content }] };
  });

  // GOOD for the rule: the return after an if that returns the rows is an empty answer; the
  // return after an if that returns the failure is the success, whatever its later words say.
  server.tool("find_rows", "finds", { q: z.string() }, async ({ q }) => {
    const rows = await findRows(q);
    if (rows.length > 0) {
      return { content: [{ type: "text", text: rows.join("\n") }] };
    }
    return { content: [{ type: "text", text: "No matching rows." }] };
  });

  server.tool("save_entry", "saves", { title: z.string() }, async ({ title }) => {
    if (title.length > 200) {
      return { content: [{ type: "text", text: "Title too long" }], isError: true }; // want: errorresult
    }
    await save(title);
    return { content: [{ type: "text", text: `Saved. Titles not found in the index get a page of their own.` }] };
  });

  server.tool("import_rows", "imports", { mode: z.string() }, async ({ mode }) => {
    if (mode === "dry") {
      return { content: [{ type: "text", text: "dry run" }] };
    }
    // A closing answer that opens with "Unknown" and tells how the tool behaves names no failure.
    return { content: [{ type: "text", text: `Unknown columns are skipped in ${mode} mode; rename them first` }] };
  });

  server.tool("close_entry", "closes", { title: z.string() }, async ({ title }) => {
    if (title === "") {
      return { content: [{ type: "text", text: "Give a title" }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text", text: `Closed ${title}. Entries not found in the index are skipped.` }] };
  });
}
