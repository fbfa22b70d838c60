import { reply, textResult, flagged, failure, judged, spreadReply, ternaryReply, boolReply, selfFlagged } from "./replies.js";

async function lookup(id: string): Promise<string[]> {
  return id ? [id] : [];
}

async function handleList(args: { id: string; op: string }) {
  const rows = await lookup(args.id);
  if (rows.length === 0) {
    return reply(JSON.stringify({ error: "No rows found for this id." })); // want: softerror related=src/lib/replies.ts:5,38
  }
  return reply(JSON.stringify(rows));
}

async function handleDrop(args: { id: string; op: string }) {
  if (!args.id) return reply("id is required to drop a row.", true);
  const rows = await lookup(args.id);
  if (rows.length > 1) return failure(`Cannot drop ${rows.length} rows at once`); // the default true: an error result
  return reply(`Dropped ${args.id}`);
}

async function handleCount(args: { id: string; op: string }) {
  const rows = await lookup(args.id);
  const none = rows.length === 0;
  return reply(JSON.stringify({ count: rows.length }), none); // a flag known at run time: the helper is told
}

const operations: Record<string, (a: { id: string; op: string }) => Promise<any>> = {
  list: handleList,
  drop: handleDrop,
  count: handleCount,
};

export async function manageRows(args: { id: string; op: string }) {
  try {
    const handler = operations[args.op];
    if (!handler) return reply(`Unknown operation: ${args.op}`, true);
    return await handler(args);
  } catch (e) {
    return reply(`Row operation failed: ${String(e)}`, true);
  }
}

export async function fetchRow(args: { id: string }) {
  const rows = await lookup(args.id);
  if (rows.length === 0) {
    return textResult(`Error: no row ${args.id}`); // want: softerror related=src/lib/replies.ts:14,src/tools.ts:15
  }
  if (rows.length > 5) {
    return flagged(false, "Failed to read the rows: too many match"); // want: softerror related=src/lib/replies.ts:19,src/tools.ts:15
  }
  if (rows.length > 3) {
    return flagged(true, "Failed to read the rows: ambiguous id");
  }
  if (rows.length > 2) {
    return failure(`Error: row ${args.id} is locked`, false); // want: softerror related=src/lib/replies.ts:23,src/tools.ts:15
  }
  return textResult(rows.join("\n"));
}

// No tool reaches it: its failure goes nowhere.
export async function unusedRow(id: string) {
  return reply(JSON.stringify({ error: `no row ${id}` }));
}

export async function fetchRows(args: { ids: string[] }) {
  if (args.ids.length === 0) {
    return judged("Error: no ids given"); // the helper flags it
  }
  const parts: [string, boolean] = ["Error: too many ids", true];
  if (args.ids.length > 9) {
    return reply(...parts); // spread arguments: which is the flag is not known
  }
  return judged(args.ids.join(","));
}

export async function fetchMore(args: { ids: string[] }) {
  if (args.ids.length === 0) {
    return spreadReply("Error: no ids given"); // want: softerror related=src/lib/replies.ts:35,src/tools.ts:27
  }
  if (args.ids.length > 9) {
    return ternaryReply(`Failed to fetch ${args.ids.length} rows: too many`); // want: softerror related=src/lib/replies.ts:41,src/tools.ts:27
  }
  if (args.ids.length > 5) {
    return boolReply(JSON.stringify({ error: "too many ids" })); // want: softerror related=src/lib/replies.ts:44,src/tools.ts:27
  }
  if (args.ids.length > 3) {
    return ternaryReply("Failed to fetch: ambiguous ids", true);
  }
  return spreadReply(args.ids.join(","));
}

export async function fetchLast(args: { ids: string[] }) {
  if (args.ids.length === 0) {
    return selfFlagged("Error: no ids given"); // the helper flags it
  }
  return selfFlagged(args.ids[args.ids.length - 1]);
}
