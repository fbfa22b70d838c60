// A low-level tools/call handler whose helpers answer their failures through one function that
// wraps the caught value: its branch for a value that is not an Error runs only if a caller
// passes one, which a caught value of a try that throws only Errors never is.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { readFile } from "node:fs/promises";

const server = new Server({ name: "handled", version: "1.0.0" }, { capabilities: { tools: {} } });

function failWith(error: unknown, operation: string): never {
  if (error instanceof Error) {
    throw new Error(`failed to ${operation}: ${error.message}`); // want: protocolerror
  }
  // GOOD for the rule: every caller passes a caught Error.
  throw new Error(`failed to ${operation}: unknown error`);
}

function failLoosely(error: unknown, operation: string): never {
  if (!(error instanceof Error)) {
    // BAD: readLegacy's try throws a string, which it passes here.
    throw new Error(`failed to ${operation}: ${String(error)}`); // want: protocolerror
  }
  throw new Error(`failed to ${operation}: ${error.message}`); // want: protocolerror
}

function format(text: string) {
  return { content: [{ type: "text", text }] };
}

async function readNote(path: string) {
  try {
    if (!path.endsWith(".md")) {
      // BAD: the catch hands it to failWith, which throws on every path (mappercatch.go).
      throw new Error(`not a note: ${path}`); // want: protocolerror function=readNote related=src/nonerror/handled.ts:15,src/nonerror/handled.ts:63,src/nonerror/handled.ts:67
    }
    return format(await readFile(path, "utf8"));
  } catch (error) {
    return failWith(error, "read note");
  }
}

async function readLog(path: string) {
  try {
    return format(await readFile(path, "utf8"));
  } catch (error) {
    failWith(error, "read log");
    failLoosely(new Error("unreachable"), "read log");
  }
}

async function readLegacy(path: string) {
  try {
    if (!path) {
      // BAD: failLoosely throws on every path, so the catch passes it on.
      throw "path is required"; // want: protocolerror function=readLegacy related=src/nonerror/handled.ts:23,src/nonerror/handled.ts:63,src/nonerror/handled.ts:71
    }
    return format(await readFile(path, "utf8"));
  } catch (error) {
    return failLoosely(error, "read legacy");
  }
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const path = String(request.params.arguments?.path ?? "");
  switch (request.params.name) {
    case "read_note":
      return readNote(path);
    case "read_log":
      return readLog(path);
    default:
      return readLegacy(path);
  }
});
