// The functions the table's handlers return: their failure texts are the tools' answers.
export async function listEntries(args) {
  if (!args.book) {
    return { content: [{ type: "text", text: "Error: book is required" }] }; // want: softerror lang=javascript related=lib/stamped/defs.js:16,lib/stamped/defs.js:28,lib/stamped/guarded.js:16,lib/stamped/guarded.js:37
  }
  const result = await fetchEntries(args.book);
  if (!result.ok) {
    return { content: [{ type: "text", text: `Error listing entries: ${result.error}` }] }; // want: softerror lang=javascript related=lib/stamped/defs.js:16,lib/stamped/defs.js:28,lib/stamped/guarded.js:16,lib/stamped/guarded.js:37
  }
  return { content: [{ type: "text", text: JSON.stringify(result.entries) }] };
}

export async function touchEntries(args) {
  if (args.book === "locked") {
    return { content: [{ type: "text", text: "Error: the book is locked" }] }; // fine: the closure that calls the handler returns a text of its own
  }
  return { content: [{ type: "text", text: "touched" }] };
}

async function fetchEntries(book) {
  return { ok: true, entries: [book] };
}
