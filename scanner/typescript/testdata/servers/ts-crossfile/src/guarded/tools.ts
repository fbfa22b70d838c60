// Tool bodies that test their arguments before they hand them to the checks of checks.ts.
import { checkUrls, checkUrl, checkQuery, checkPage, checkName } from "./checks.js";

declare function normalize(q: string): string;

export async function fetchPages(args: any) {
  const urls = (args?.urls as string[]) || [];
  if (!urls || !Array.isArray(urls) || urls.length === 0) {
    // BAD: the model's missing urls answered with -32603.
    throw new Error("urls must be a non-empty array"); // want: protocolerror function=fetchPages
  }
  checkUrls(urls);
  return { content: [{ type: "text" as const, text: urls.join("\n") }] };
}

export async function fetchOne(args: any) {
  // Not tested here: an empty url reaches checkUrl's throw.
  const url = String(args?.url ?? "");
  checkUrl(url);
  checkPage(Number(args?.page ?? 1));
  return { content: [{ type: "text" as const, text: url }] };
}

export async function fetchChecked(args: any) {
  const url = String(args?.url || "");
  if (!url) {
    throw new Error("url is required"); // want: protocolerror function=fetchChecked
  }
  checkUrl(url);
  checkPage(1);
  checkName("fetch_checked");
  return { content: [{ type: "text" as const, text: url }] };
}

export async function search(args: any) {
  let q = String(args?.q ?? "");
  if (!q) {
    return { isError: true, content: [{ type: "text" as const, text: "q is required" }] }; // want: errorresult
  }
  // The test above says nothing of what normalize gives back.
  q = normalize(q);
  checkQuery(q);
  return { content: [{ type: "text" as const, text: q }] };
}
