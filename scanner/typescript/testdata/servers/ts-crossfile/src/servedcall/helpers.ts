import { pageService } from "./pages.js";

export async function fetchPage(args: Record<string, unknown>) {
  const page = await pageService.fetchPage(String(args.url));
  // BAD: pageService.fetchPage gives back {error} on a failed fetch, sent here as a success.
  return { content: [{ type: "text", text: JSON.stringify(page, null, 2) }] }; // want: softerror related=src/servedcall/dispatch.ts:6,src/servedcall/pages.ts:7,src/servedcall/server.ts:11
}

export async function countWords(args: Record<string, unknown>) {
  const count = await pageService.countWords(String(args.text));
  // GOOD: countWords gives back a number on every path.
  return { content: [{ type: "text", text: JSON.stringify(count) }] };
}
