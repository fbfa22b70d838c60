// Functions of another module that the tools of caughtclass.ts call in a try: what classes each
// may throw is summarised here, and a catch's branch there runs only for the classes these do.
import { UserError } from "fastmcp";
import { NotReadyError as Later } from "./notready.js";
import { loadRemote } from "./remote.js";

type Tree = { children?: Tree[] };

function depth(node: Tree): number {
  let most = 0;
  for (const c of node.children ?? []) {
    most = Math.max(most, depth(c)); // calls itself: nothing more than its own throws
  }
  return most + 1;
}

export function checkTree(raw: string): number {
  const tree = JSON.parse(raw) as Tree; // a SyntaxError, no class of the root
  const d = depth(tree);
  if (d > 8) {
    throw new UserError(`tree too deep: ${d}`); // want: raisederror shape=prose-only
  }
  return d;
}

export async function loadLater(id: string): Promise<string> {
  if (id.endsWith("?")) {
    // A NotReadyError under a local alias.
    throw new Later(`not ready: ${id}`); // want: raisederror shape=prose-only
  }
  return id;
}

export async function loadVia(id: string): Promise<string> {
  return loadRemote(id); // what loadRemote throws, a NotReadyError, it throws too
}

// Functions that call what they are handed: what they throw is what the caller hands them.
export async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  return await run();
}

export async function runWith(opts: { load: (id: string) => Promise<string> }, id: string): Promise<string> {
  return opts.load(id);
}

export function notYet(what: string): never {
  console.warn(`not yet: ${what}`);
  throw new Later(`not yet: ${what}`); // want: raisederror shape=prose-only
}
