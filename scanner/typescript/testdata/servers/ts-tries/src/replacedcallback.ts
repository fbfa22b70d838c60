// A tool's own callback whose try throws into a catch of the callback: as in a function a tool
// calls (replaced.ts), a catch that throws, on every path, a new error of its own is the site,
// naming the throws of its try in related; one that throws the caught value itself, that may end
// without throwing, or that returns keeps them sites, or answers them.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "replacedcallback", version: "1.0.0" });

server.tool("load_report", "Load a report", { id: z.string() }, async ({ id }) => {
  let data;
  try {
    const resp = await fetch(`https://reports.example/${id}`);
    if (!resp.ok) {
      // GOOD for the rule: the catch below throws a new error in its place, the site.
      throw new Error(`HTTP ${resp.status}`);
    }
    const text = await resp.text();
    if (text.startsWith("<")) {
      throw new Error("Report not found or access denied"); // GOOD for the rule: as above
    }
    data = JSON.parse(text);
  } catch (e) {
    throw new Error(`Failed to load report '${id}': ${(e as Error).message}.`); // want: raisederror related=16,20
  }
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
});

server.registerTool("load_page", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const resp = await fetch(`https://pages.example/${id}`);
    if (!resp.ok) {
      // GOOD for the rule: each branch of the catch throws a new error.
      throw new Error(`HTTP ${resp.status}`);
    }
    return { content: [{ type: "text", text: await resp.text() }] };
  } catch (e) {
    if (e instanceof TypeError) {
      throw new Error(`Page service unreachable: ${e.message}`); // want: raisederror related=34
    } else {
      throw new Error(`Failed to load page ${id}: ${e}`); // want: raisederror related=34
    }
  }
});

server.registerTool("load_draft", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const resp = await fetch(`https://drafts.example/${id}`);
    if (!resp.ok) {
      // BAD: the catch throws the caught value itself on one path.
      throw new Error(`HTTP ${resp.status} for draft ${id}`); // want: raisederror
    }
    return { content: [{ type: "text", text: await resp.text() }] };
  } catch (e) {
    if (e instanceof TypeError) {
      throw new Error(`Draft service unreachable: ${e.message}`); // want: raisederror
    }
    throw e; // want: raisederror
  }
});

server.registerTool("load_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  let text = "";
  try {
    const resp = await fetch(`https://notes.example/${id}`);
    if (!resp.ok) {
      // BAD for the rule as before: the catch may end without throwing, so it is kept a site.
      throw new Error(`HTTP ${resp.status} for note ${id}`); // want: raisederror
    }
    text = await resp.text();
  } catch (e) {
    if (!(e instanceof TypeError)) {
      throw new Error(`Failed to load note ${id}: ${e}`); // want: raisederror
    }
    console.error("note service unreachable", e);
  }
  return { content: [{ type: "text", text }] };
});

server.registerTool("load_tag", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const resp = await fetch(`https://tags.example/${id}`);
    if (!resp.ok) {
      // GOOD: the catch returns an isError result for it.
      throw new Error(`HTTP ${resp.status} for tag ${id}`);
    }
    return { content: [{ type: "text", text: await resp.text() }] };
  } catch (e) {
    if (e instanceof TypeError) {
      throw new Error(`Tag service unreachable: ${e.message}`); // want: raisederror
    }
    return { isError: true, content: [{ type: "text", text: `Failed to load tag ${id}: ${e}` }] }; // want: errorresult
  }
});

// So in a function a tool calls: a catch that may end without throwing keeps its try's throws.
async function fetchBadge(id: string): Promise<string> {
  let text = "";
  try {
    const resp = await fetch(`https://badges.example/${id}`);
    if (!resp.ok) {
      // BAD for the rule as before: the catch may end without throwing.
      throw new Error(`HTTP ${resp.status} for badge ${id}`); // want: raisederror
    }
    text = await resp.text();
  } catch (e) {
    if (!(e instanceof TypeError)) {
      throw new Error(`Failed to load badge ${id}: ${e}`); // want: raisederror
    }
  }
  return text;
}

server.registerTool("load_badge", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return { content: [{ type: "text", text: await fetchBadge(id) }] };
});
