// What the tools of server.ts run.
declare function lookupRow(id: string): Promise<string | undefined>;

export async function findRow(id: string) {
  const row = await lookupRow(id);
  if (!row) {
    // BAD: the looked-up tool returns what Retry.attempt returns, which is this.
    return { content: [{ type: "text" as const, text: `Row ${id} not found` }] }; // want: softerror related=src/handed/server.ts:12
  }
  return { content: [{ type: "text" as const, text: row }] };
}

export async function archiveRow(id: string) {
  const row = await lookupRow(id);
  if (!row) {
    // FINE: Audit.record answers with a text of its own, whatever this returns.
    return { content: [{ type: "text" as const, text: `Row ${id} not found` }] };
  }
  return { content: [{ type: "text" as const, text: `archived ${row}` }] };
}

export async function countRows(id: string) {
  const row = await lookupRow(id);
  if (!row) {
    // FINE: the tool runs this and throws the count away (see server.ts).
    return { content: [{ type: "text" as const, text: `Row ${id} not found` }] };
  }
  return { content: [{ type: "text" as const, text: "1" }] };
}
