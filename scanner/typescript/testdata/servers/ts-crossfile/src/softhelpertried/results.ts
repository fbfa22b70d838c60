// Helpers with no MCP import that build a tool's whole result, a failure in their catch: the
// catch's return runs only if the try throws. A try that calls only functions that catch their
// own failures (NeverRaises, in another module) never does; one that calls a function no file
// of the root defines, or a library (JSON.parse), may.
import { readQuietly } from "../softtried/probe.js";
import { readRemote } from "./remote.js";

export async function statusResult(host: string) {
  try {
    const status = await readQuietly(host);
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    // GOOD for the rule: readQuietly (probe.ts) answers its own failures, so this never runs.
    return { content: [{ type: "text", text: `Error reading status: ${String(error)}` }] };
  }
}

export async function remoteResult(host: string) {
  try {
    // no file of the root defines ./remote.js: it may throw
    const status = await readRemote(host);
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error reading status: ${String(error)}` }] }; // want: softerror
  }
}

export async function parsedResult(host: string) {
  try {
    const status = await readQuietly(JSON.parse(host)); // a library call in the try: it may throw
    return { content: [{ type: "text", text: JSON.stringify(status) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error reading status: ${String(error)}` }] }; // want: softerror
  }
}

// Same-file: every failure of its body is answered in its own catch.
function trimmed(host: string): string {
  try {
    return decodeURIComponent(host).trim();
  } catch {
    return host;
  }
}

export async function localResult(host: string) {
  try {
    const name = trimmed(host);
    return { content: [{ type: "text", text: name }] };
  } catch (error) {
    // GOOD for the rule: trimmed, in this file, never throws.
    return { content: [{ type: "text", text: `Error: ${String(error)}` }] };
  }
}

// A success-text helper: whatever text it is given, it answers as a success.
export function reply(text: string) {
  return { content: [{ type: "text", text }] };
}
