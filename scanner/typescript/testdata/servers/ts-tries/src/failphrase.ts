// A text that says, anywhere in it, that something failed ("Dataset x not found"), returned
// from a failure block of a tool: an if/else branch, a switch case or a catch clause.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function lookup(id: string): Promise<{ name: string } | undefined>;
declare function listItems(q: string): Promise<string[]>;
declare function similarity(a: string, b: string): number;

export function register(server: McpServer) {
  server.registerTool("get_record", { inputSchema: { id: z.string() } }, async ({ id }) => {
    const rec = await lookup(id);
    if (!rec) {
      return { content: [{ type: "text", text: `Record '${id}' not found.` }] }; // want: softerror function=get_record
    }
    return { content: [{ type: "text", text: rec.name }] };
  });

  server.registerTool("replace_text", { inputSchema: { search: z.string(), body: z.string() } }, async ({ search, body }) => {
    if (search === "") {
      return { content: [{ type: "text", text: "Empty search strings are not allowed. Give the text to replace." }] }; // want: softerror function=replace_text
    }
    if (similarity(search, body) > 0.9) {
      return { content: [{ type: "text", text: `Found a close match for ${search}` }] };
    } else {
      return { content: [{ type: "text", text: "Search content " + search + " does not exist in the file" }] }; // want: softerror function=replace_text
    }
  });

  server.registerTool("run_mode", { inputSchema: { mode: z.string() } }, async ({ mode }) => {
    switch (mode) {
      case "fast":
        return { content: [{ type: "text", text: "ran fast" }] };
      default:
        return { content: [{ type: "text", text: `Mode ${mode} is not supported` }] }; // want: softerror function=run_mode
    }
  });

  server.registerTool("load_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
    try {
      return { content: [{ type: "text", text: (await listItems(path)).join("\n") }] };
    } catch {
      return { content: [{ type: "text", text: `The file ${path} could not be read` }] }; // want: softerror function=load_file
    }
  });

  // Not failures: an empty answer, a warning beside an answer, a state already reached, a text
  // outside any branch, a failure that sets isError, a probe tool.
  server.registerTool("search_items", { inputSchema: { q: z.string() } }, async ({ q }) => {
    const items = await listItems(q);
    if (items.length === 0) {
      return { content: [{ type: "text", text: `No items found for ${q}` }] };
    }
    if (items.length > 100) {
      return { content: [{ type: "text", text: `⚠️ Results truncated: the index is not available beyond 100 items\n${items.slice(0, 100).join("\n")}` }] };
    }
    if (items.includes(q)) {
      return { content: [{ type: "text", text: `${q} is already present; the request is not allowed twice` }] };
    }
    if (q === "*") {
      return { content: [{ type: "text", text: `0 results: wildcard not supported` }] };
    }
    if (q === "x") {
      return { content: [{ type: "text", text: `Record ${q} not found` }], isError: true }; // want: errorresult function=search_items
    }
    return { content: [{ type: "text", text: `Items not found elsewhere: ${items.join(", ")}` }] };
  });

  server.registerTool("health_check", {}, async () => {
    const rec = await lookup("probe");
    if (!rec) {
      return { content: [{ type: "text", text: "Backend not available" }] };
    }
    return { content: [{ type: "text", text: "ok" }] };
  });
}

export function registerMore(server: McpServer) {
  // A failure branch's assignment of the returned text is one; a note put before the answer is not.
  server.registerTool("read_note", { inputSchema: { id: z.string(), lang: z.string() } }, async ({ id, lang }) => {
    let text: string;
    const rec = await lookup(id);
    if (rec) {
      text = rec.name;
    } else {
      text = `Note ${id} does not exist`;
    }
    return { content: [{ type: "text", text }] }; // want: softerror function=read_note related=86
  });

  server.registerTool("read_page", { inputSchema: { id: z.string(), lang: z.string() } }, async ({ id, lang }) => {
    let body = (await listItems(id)).join("\n");
    if (lang !== "en") {
      body = `[Note: language '${lang}' not available; showing English]\n\n${body}`;
    }
    return { content: [{ type: "text", text: body }] };
  });
}

declare function elicit(q: string): Promise<{ action: string; content?: { ok: boolean } }>;

export function registerAsk(server: McpServer) {
  // The user's answer to an elicitation decides the branch: their choice, not a failure.
  server.registerTool("book_table", { inputSchema: { day: z.string() } }, async ({ day }) => {
    const answer = await elicit(`Book on ${day}?`);
    if (answer.action !== "accept") {
      return { content: [{ type: "text", text: "No booking made. That date is not available." }] };
    }
    return { content: [{ type: "text", text: "booked" }] };
  });
}

export function registerAskMore(server: McpServer) {
  // The text after the test of the user's answer too.
  server.registerTool("book_room", { inputSchema: { day: z.string() } }, async ({ day }) => {
    const free = await lookup(day);
    if (!free) {
      const answer = await elicit(`Nothing on ${day}; try another day?`);
      if (answer.action === "accept" && answer.content?.ok) {
        return { content: [{ type: "text", text: "Try the day after" }] };
      }
      return { content: [{ type: "text", text: "No booking made. The day is not available." }] };
    }
    return { content: [{ type: "text", text: "booked" }] };
  });
}

export function registerSentence(server: McpServer) {
  // A word of success in a later sentence is about something else; in the first, it is the answer.
  server.registerTool("fuzzy_replace", { inputSchema: { search: z.string(), body: z.string() } }, async ({ search, body }) => {
    const score = similarity(search, body);
    if (score < 0.5) {
      return { content: [{ type: "text", text: `Search text not found in ${body}. (Fuzzy search completed in ${score}ms)` }] }; // want: softerror function=fuzzy_replace
    }
    if (score < 0.6) {
      return { content: [{ type: "text", text: `Exact match not found, closest at ${score}:\n\n` + `Log entry saved for review.` }] }; // want: softerror function=fuzzy_replace
    }
    if (score < 0.8) {
      return { content: [{ type: "text", text: `Deleted 3 matches, 2 not found in ${body}` }] };
    }
    return { content: [{ type: "text", text: "replaced" }] };
  });
}

export function registerSnippets(server: McpServer) {
  // A generated snippet of client code speaks of its own failures (its catch, its log): not the
  // tool's. A first line that says the generation failed is the tool's.
  server.registerTool("client_snippet", { inputSchema: { op: z.string(), mutation: z.boolean() } }, async ({ op, mutation }) => {
    const rec = await lookup(op);
    if (!rec) {
      const failed = `Generation failed: operation ${op} is unknown.
const partial = null;
export const call = async () => {
  return partial;
};`;
      return { content: [{ type: "text", text: failed }] }; // want: softerror function=client_snippet
    }
    if (mutation) {
      return { content: [{ type: "text", text: `import axios from "axios";

export const ${rec.name} = async (data: unknown) => {
  try {
    return (await axios.post("/${op}", data)).data;
  } catch (error) {
    console.error("Request failed:", error);
    throw error;
  }
};
` }] };
    }
    return { content: [{ type: "text", text: `fetch("/${op}")` }] };
  });
}

declare const defaultGuild: string | undefined;

export function registerRequired(server: McpServer) {
  // A name and "required", the whole text or its start, in a failure branch: the argument the
  // call lacks. No name before the word ("No changes required"), the user's step to take
  // ("Confirmation required"), or the words after an answer are none.
  server.registerTool("list_roles", { inputSchema: { guild: z.string().optional() } }, async ({ guild }) => {
    const gid = guild || defaultGuild;
    if (!gid) return { content: [{ type: "text" as const, text: "guild required" }] }; // want: softerror function=list_roles
    if (gid === "-") {
      return { content: [{ type: "text" as const, text: "`guild` or `channel` required: pass one, or set the default guild" }] }; // want: softerror function=list_roles
    }
    const roles = await listItems(gid);
    if (roles.length === 0) {
      return { content: [{ type: "text" as const, text: "No changes required" }] };
    }
    if (roles.length > 50) {
      return { content: [{ type: "text" as const, text: "Confirmation required. Call again with confirm=true" }] };
    }
    if (roles.includes("hidden")) {
      return { content: [{ type: "text" as const, text: `Found ${roles.length} roles. Owner role required to view the hidden ones` }] };
    }
    return { content: [{ type: "text" as const, text: roles.join("\n") }] };
  });
}
