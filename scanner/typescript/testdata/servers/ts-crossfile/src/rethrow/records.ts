// Record operations that the rethrow server's tools call through a namespace import.
declare const db: { find(id: string): Promise<unknown>; page(from: string): Promise<unknown[]>; size(): Promise<number> };

// BAD: reaches the handler's rethrow.
export async function getRecord(id: string) {
  const row = await db.find(id);
  if (row === undefined) {
    // The rethrow names this throw.
    throw new Error(`no record ${id}`);
  }
  return row;
}

export async function listRecords(from: string) {
  return { from, rows: await fetchPage(from) };
}

async function fetchPage(from: string) {
  const rows = await db.page(from);
  if (rows.length === 0) {
    throw new Error(`nothing after ${from}`); // two calls from the handler
  }
  return rows;
}

// FINE: answers its own failures; nothing it does reaches the rethrow.
export async function countRecords() {
  try {
    return await db.size();
  } catch {
    return -1;
  }
}

// FINE: throws, but no tool calls it.
export async function dropRecords() {
  throw new Error("dropping records is not allowed");
}
