// softerror of a recommender whose answer carries an ok flag: a flag that only says whether
// the picks are empty is an empty answer ("no results"), not a failure; a false flag for one
// thing asked for that is not there, or beside a failure reason, is one.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const mcp = new McpServer({ name: "picks", version: "1.0.0" });

const shelf = [{ title: "Lanterns", genre: "drama", minutes: 95 }];

function answer(payload) {
  return { content: [{ type: "text", text: JSON.stringify(payload) }], structuredContent: payload };
}

mcp.tool("picks_for_evening", { genre: z.string(), minutes: z.number() }, async ({ genre, minutes }) => {
  const picks = shelf.filter((b) => b.genre === genre && b.minutes <= minutes);
  // FINE: the flag only says whether anything fitted: an empty answer.
  return {
    content: [{ type: "text", text: JSON.stringify(picks) }],
    structuredContent: { ok: picks.length > 0, reason: picks.length > 0 ? null : "no_candidates_in_window", picks },
  };
});

mcp.tool("picks_after_filters", { genre: z.string() }, async ({ genre }) => {
  const picks = shelf.filter((b) => b.genre === genre);
  if (picks.length === 0) {
    // FINE: nothing passed the filters: an empty answer, whatever the flag.
    return answer({ ok: false, reason: "no_candidates_after_filters", picks: [] });
  }
  return answer({ ok: true, picks });
});

mcp.tool("picks_close", { title: z.string() }, async ({ title }) => {
  const open = shelf.filter((b) => b.title.includes(title));
  if (open.length === 0) {
    // BAD: an empty test, but the message says the one pick asked for is not there.
    return answer({ ok: false, message: `No pick found matching "${title}"`, titles: shelf.map((b) => b.title) }); // want: softerror lang=javascript
  }
  return answer({ ok: true, closed: open[0].title });
});

mcp.tool("picks_matching", { title: z.string() }, async ({ title }) => {
  const hits = shelf.filter((b) => b.title.includes(title));
  if (hits.length === 0) {
    // FINE: a plural, and a search's word: an empty answer.
    return answer({ ok: false, message: `No matches found for "${title}"`, hits: [] });
  }
  return answer({ ok: true, hits });
});

mcp.tool("picks_explain", { title: z.string() }, async ({ title }) => {
  const hit = shelf.find((b) => b.title === title);
  if (!hit) {
    // BAD: the one title asked for is not there: a failure.
    return { // want: softerror lang=javascript
      content: [{ type: "text", text: "see structuredContent" }],
      structuredContent: { ok: false, reason: `Title "${title}" not found` },
    };
  }
  return answer({ ok: true, pick: hit });
});

mcp.tool("picks_feed", { url: z.string() }, async ({ url }) => {
  const rows = await fetch(url).then((r) => r.json());
  if (!rows.length) {
    // BAD: an empty test, but the reason names a failure: the feed could not be read.
    return { // want: softerror lang=javascript
      content: [{ type: "text", text: "see structuredContent" }],
      structuredContent: { ok: false, reason: "feed_unavailable: could not load the shelf" },
    };
  }
  return answer({ ok: true, rows });
});

mcp.tool("picks_sync", { url: z.string() }, async ({ url }) => {
  const res = await fetch(url, { method: "POST" });
  // BAD: the flag is the request's outcome, not a count.
  return { content: [{ type: "text", text: "synced" }], structuredContent: { ok: res.ok, reason: "sync" } }; // want: softerror lang=javascript
});
