// Catches that rethrow an Error as it is and wrap anything else: the wrapping throw runs only if
// something in the try throws a value that is not an Error object. A library call, a
// construction and a same-file function that throws only constructed errors never do.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readFile } from "node:fs/promises";
import { z } from "zod";

const server = new McpServer({ name: "nonerror", version: "1.0.0" });

class QuotaError extends Error {}

function checkQuota(used: number): void {
  if (used > 10) {
    const err = new QuotaError(`quota exceeded: ${used}`);
    throw err; // want: raisederror
  }
}

function checkLegacy(code: number): void {
  if (code !== 0) {
    throw { code, message: "legacy failure" }; // want: raisederror
  }
}

async function loadNotes(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    // It passes on what readFile throws: an Error.
    throw error; // want: raisederror
  }
}

server.registerTool("read_note", { inputSchema: { path: z.string(), used: z.number() } }, async ({ path, used }) => {
  try {
    checkQuota(used);
    if (!path.endsWith(".md")) {
      throw new Error(`not a note: ${path}`); // want: raisederror
    }
    const text = await readFile(path, "utf8");
    return { content: [{ type: "text", text }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // GOOD for the rule: everything the try throws is an Error, so this never runs.
    throw new Error(String(error));
  }
});

server.registerTool("read_notes", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    return { content: [{ type: "text", text: await loadNotes(path) }] };
  } catch (error) {
    if (!(error instanceof Error)) {
      // GOOD for the rule: loadNotes rethrows only what readFile throws.
      throw new Error(`read failed: ${String(error)}`);
    }
    throw new Error(`read failed: ${error.message}`); // want: raisederror
  }
});

server.registerTool("read_legacy", { inputSchema: { path: z.string(), code: z.number() } }, async ({ path, code }) => {
  try {
    checkLegacy(code);
    return { content: [{ type: "text", text: await readFile(path, "utf8") }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // BAD: checkLegacy throws a plain object, which reaches this wrapping.
    throw new Error(`legacy failure: ${JSON.stringify(error)}`); // want: raisederror
  }
});

server.registerTool("read_raw", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (!path) {
      throw "path is required"; // want: raisederror
    }
    return { content: [{ type: "text", text: await readFile(path, "utf8") }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    } else {
      // BAD: the try throws a string, which takes this branch.
      throw new Error(String(error)); // want: raisederror
    }
  }
});

const readers: Record<string, (path: string) => Promise<string>> = {
  md: async (path) => readFile(path, "utf8"),
  raw: async (path) => {
    if (!path) {
      throw { code: "EMPTY" };
    }
    return readFile(path, "utf8");
  },
};

const checkers: Record<string, (path: string) => Promise<string>> = {
  md: async (path) => readFile(path, "utf8"),
  txt: async (path) => {
    if (!path.endsWith(".txt")) {
      throw new TypeError(`not a text file: ${path}`);
    }
    return readFile(path, "utf8");
  },
};

server.registerTool("read_by_kind", { inputSchema: { kind: z.string(), path: z.string() } }, async ({ kind, path }) => {
  try {
    return { content: [{ type: "text", text: await readers[kind](path) }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // BAD: the raw reader throws a plain object.
    throw new Error(`read failed: ${JSON.stringify(error)}`); // want: raisederror
  }
});

server.registerTool("check_by_kind", { inputSchema: { kind: z.string(), path: z.string() } }, async ({ kind, path }) => {
  try {
    return { content: [{ type: "text", text: await checkers[kind](path) }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // GOOD for the rule: every checker throws an Error (and a kind the table lacks a TypeError).
    throw new Error(`check failed: ${String(error)}`);
  }
});
