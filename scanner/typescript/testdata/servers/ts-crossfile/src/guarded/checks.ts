// Checks that throw on arguments their callers may already have tested.
export function checkUrls(urls: string[]): string[] {
  if (!Array.isArray(urls)) {
    // FINE: fetchPages, its only caller, leaves on a urls that is no array.
    throw new Error("urls must be an array");
  }
  if (urls.length === 0) {
    // FINE: nor can it be empty there.
    throw new Error("urls cannot be empty");
  }
  for (const u of urls) {
    if (!u.startsWith("https://")) {
      throw new Error(`not an https url: ${u}`); // want: protocolerror function=checkUrls related=src/guarded/server.ts:13,src/guarded/server.ts:17,src/guarded/tools.ts:12
    }
  }
  return urls;
}

export function checkUrl(url: string): string {
  if (!url || typeof url !== "string") {
    // BAD: fetchOne passes an empty string through (fetchChecked's call is not the way).
    throw new Error("url must be a non-empty string"); // want: protocolerror function=checkUrl related=src/guarded/server.ts:13,src/guarded/server.ts:19,src/guarded/tools.ts:19
  }
  return url;
}

export function checkQuery(q: string): string {
  if (!q) {
    // BAD: search tested q, then replaced it with what normalize returned.
    throw new Error("empty query"); // want: protocolerror function=checkQuery
  }
  return q;
}

export function checkPage(page: number): number {
  if (page == null) {
    // BAD: Number() of an argument is not known to be set by the index (only literals are).
    throw new Error("page is required"); // want: protocolerror function=checkPage related=src/guarded/server.ts:13,src/guarded/server.ts:19,src/guarded/tools.ts:20
  }
  return page;
}

export function checkName(name: string): string {
  if (!name) {
    // BAD: this module hands it on as a value too, to callers no call of the root shows.
    throw new Error("empty name"); // want: protocolerror function=checkName
  }
  return name;
}

export const nameChecks: Array<(s: string) => string> = [checkName];
