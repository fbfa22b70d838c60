// Throws in a try whose catch throws an error of its own: what reaches the client is the catch's
// error, which carries the first one only if it names the caught value. In a function a tool
// calls, a catch that throws a new error naming the caught one is the site, with the throws of
// its try in related; one that throws the caught value itself lets them through as they are.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { realpath } from "node:fs/promises";
import { dirname } from "node:path";
import { z } from "zod";

const server = new McpServer({ name: "replaced", version: "1.0.0" });
const roots = ["/srv/notes"];

async function checkParent(path: string): Promise<string> {
  const parent = dirname(path);
  try {
    const real = await realpath(parent);
    if (!roots.some((r) => real.startsWith(r))) {
      // GOOD for the rule: the bare catch below replaces it, so it never leaves the function.
      throw new Error(`parent outside the roots: ${real}`);
    }
    return real;
  } catch {
    throw new Error(`parent directory does not exist: ${parent}`); // want: raisederror
  }
}

async function checkTarget(path: string): Promise<string> {
  try {
    const real = await realpath(path);
    if (!roots.some((r) => real.startsWith(r))) {
      // GOOD for the rule: the catch never reads what it caught.
      throw new Error(`target outside the roots: ${real}`);
    }
    return real;
  } catch (ignored) {
    throw new Error(`no such target: ${path}`); // want: raisederror
  }
}

async function checkLink(path: string): Promise<string> {
  try {
    const real = await realpath(path);
    if (!roots.some((r) => real.startsWith(r))) {
      // GOOD for the rule: the catch wraps its message in a new error, the site that names it.
      throw new Error(`link outside the roots: ${real}`);
    }
    return real;
  } catch (error) {
    throw new Error(`bad link ${path}: ${(error as Error).message}`); // want: raisederror related=45,69,72
  }
}

async function checkFile(path: string): Promise<string> {
  try {
    const real = await realpath(path);
    if (!roots.some((r) => real.startsWith(r))) {
      // BAD: the catch rethrows it as it is.
      throw new Error(`file outside the roots: ${real}`); // want: raisederror
    }
    return real;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(`no such file: ${path}`); // want: raisederror
    }
    throw error; // want: raisederror
  }
}

server.registerTool("stat_note", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const parent = await checkParent(path);
  const target = await checkTarget(path);
  const link = await checkLink(path);
  const file = await checkFile(path);
  return { content: [{ type: "text", text: [parent, target, link, file].join("\n") }] };
});

server.registerTool("touch_note", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (!path.endsWith(".md")) {
      // GOOD for the rule: the bare catch below throws its own error instead.
      throw new Error(`not a note: ${path}`);
    }
    await realpath(path);
    return { content: [{ type: "text", text: "ok" }] };
  } catch {
    throw new Error("touch failed"); // want: raisederror
  }
});

async function checkAll(paths: string[]): Promise<string[]> {
  try {
    try {
      return await Promise.all(
        paths.map(async (p) => {
          if (!p.startsWith("/srv")) {
            // GOOD for the rule: the rethrow below passes it to the bare catch, which replaces it.
            throw new Error(`outside the roots: ${p}`);
          }
          return realpath(p);
        }),
      );
    } catch (error) {
      throw error; // GOOD for the rule: the bare catch around it replaces what it throws.
    }
  } catch {
    throw new Error("some paths could not be checked"); // want: raisederror
  }
}

async function checkEach(paths: string[]): Promise<string[]> {
  try {
    return paths.map((p) => {
      if (!p.startsWith("/srv")) {
        // BAD: the catch puts its text in its own message (and keeps it as the cause).
        throw new Error(`outside the roots: ${p}`); // want: raisederror
      }
      return p;
    });
  } catch (error) {
    throw new Error(`check failed: ${error}`, { cause: error }); // want: raisederror
  }
}

server.registerTool("check_all", { inputSchema: { paths: z.array(z.string()) } }, async ({ paths }) => {
  const all = await checkAll(paths);
  const each = await checkEach(paths);
  return { content: [{ type: "text", text: [...all, ...each].join("\n") }] };
});

// A catch that only logs what it caught before throwing its own error still replaces it: the
// log stays on the server's side. So does it for what a call in its try throws.
async function readSecrets(path: string): Promise<string> {
  const raw = await realpath(path);
  if (!raw.endsWith(".json")) {
    // GOOD for the rule: its only caller calls it in a try whose catch throws its own error.
    throw new Error(`secrets file is not JSON: ${raw}`);
  }
  return raw;
}

async function readConfig(path: string): Promise<string> {
  const raw = await realpath(path);
  if (!raw.endsWith(".toml")) {
    // BAD: its caller's catch logs it and puts its message in its own error.
    throw new Error(`config file is not TOML: ${raw}`); // want: raisederror
  }
  return raw;
}

async function openSecrets(path: string): Promise<string> {
  try {
    const secrets = await readSecrets(path);
    if (secrets.length > 4096) {
      // GOOD for the rule: the catch logs it, then throws its own error.
      throw new Error(`secrets path too long: ${secrets.length}`);
    }
    return secrets;
  } catch (error) {
    console.error("FATAL: could not read the secrets:", error);
    await log.error(error);
    throw new Error("secrets unavailable"); // want: raisederror
  }
}

async function openConfig(path: string): Promise<string> {
  try {
    return await readConfig(path);
  } catch (error) {
    console.error("could not read the config:", error);
    throw new Error(`config unavailable: ${String(error)}`); // want: raisederror
  }
}

async function openCache(path: string): Promise<string> {
  const failures: unknown[] = [];
  try {
    const real = await realpath(path);
    if (!real.startsWith("/var/cache")) {
      // GOOD for the rule: the catch keeps what it caught and throws it on inside its own
      // error, the site.
      throw new Error(`cache outside /var/cache: ${real}`);
    }
    return real;
  } catch (error) {
    failures.push(error);
    throw new AggregateError(failures, "cache unavailable"); // want: raisederror
  }
}

const log = { error: async (e: unknown) => console.error(e) };

server.registerTool("open_all", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const secrets = await openSecrets(path);
  const config = await openConfig(path);
  const cache = await openCache(path);
  return { content: [{ type: "text", text: [secrets, config, cache].join("\n") }] };
});
