// fastmcp turns a returned string into the text of a success: failures chosen at run time,
// collected per item, or handed back by a helper leave as successes.
import { FastMCP } from "fastmcp";
import { z } from "zod";

declare const site: { fetch(url: string): Promise<string>; up(): Promise<boolean> };

const server = new FastMCP({ name: "pages", version: "1.0.0" });

async function page(url: string) {
  try {
    return { url, html: await site.fetch(url) };
  } catch (e) {
    return { error: `Cannot fetch ${url}: ${String(e)}` };
  }
}

server.addTool({
  name: "fetch_pages",
  parameters: z.object({ urls: z.array(z.string()) }),
  execute: async ({ urls }) => {
    const out: string[] = [];
    for (const url of urls) {
      try {
        out.push(await site.fetch(url));
      } catch (e) {
        out.push(`Failed to fetch ${url}: ${String(e)}`);
      }
    }
    // FINE: a batch's per-item lines (the rule page leaves them out).
    return out.join("\n\n");
  },
});

server.addTool({
  name: "publish",
  parameters: z.object({}),
  // BAD: the condition picks the failure word, returned as the text of a success.
  execute: async () => ((await site.up()) ? "published" : "failed"), // want: softerror function=publish
});

server.addTool({
  name: "page",
  parameters: z.object({ url: z.string() }),
  // BAD: the helper's { error } serialized as the answer.
  execute: async ({ url }) => JSON.stringify(await page(url)), // want: softerror shape=json-in-text related=14
});

server.addTool({
  name: "title",
  parameters: z.object({ url: z.string() }),
  // FINE: an arrow whose call answers with the page; what it throws becomes an isError result.
  execute: async ({ url }) => site.fetch(url),
});

server.addTool({
  name: "state",
  parameters: z.object({}),
  // FINE: both words describe the site, neither is a failure.
  execute: async () => ((await site.up()) ? "online" : "maintenance"),
});
