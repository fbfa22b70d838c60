// Helpers of another module that tools call for their failures.

// BAD: it builds the whole result and forgets isError; both tools that return it send it as is,
// so the fix goes here, once.
export function failure(what: string, e: unknown) {
  return { content: [{ type: "text" as const, text: `Error: ${what} failed: ${String(e)}` }] }; // want: softerror related=src/index.ts:21,src/index.ts:30
}

// BAD: a result kept in a constant before it is returned; a tool returns it through a local.
export async function loadOrFail(path: string) {
  try {
    return { content: [{ type: "text" as const, text: await read(path) }] };
  } catch (e) {
    const result = { content: [{ type: "text" as const, text: `Failed to load ${path}: ${e}` }] }; // want: softerror related=15,src/index.ts:37
    return result;
  }
}

// BAD: reached through a module function that passes the result on.
export function quotaExceeded(user: string) {
  return { content: [{ type: "text" as const, text: `Error: quota exceeded for ${user}` }] }; // want: softerror related=src/lib/answer.ts:6,src/index.ts:42
}

// FINE: it sets isError itself.
export function denied(user: string) {
  return { content: [{ type: "text" as const, text: `Access denied for ${user}` }], isError: true }; // want: errorresult
}

// Its failure result is taken apart by the one tool that calls it (the tool's to fix): no
// tool returns it as is.
export function missing(name: string) {
  return { content: [{ type: "text" as const, text: `Error: no such note ${name}` }] };
}

// Only a failure text: the tool wraps it into its result, where isError goes.
export function describeFailure(path: string): string {
  return `Error: could not write ${path}`;
}

// A failure object the tool serializes.
export async function probe(url: string): Promise<{ success: boolean; message: string }> {
  try {
    await fetch(url);
  } catch (e) {
    return { success: false, message: `Failed to reach ${url}: ${e}` };
  }
  return { success: true, message: `reached ${url}` };
}

declare function read(path: string): Promise<string>;
