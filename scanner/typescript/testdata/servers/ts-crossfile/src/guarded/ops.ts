// A dispatcher that makes the table the operations that need one work on, before it calls
// their handlers in this file.
import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";

export interface Table {
  name: string;
  rows(): Promise<unknown[]>;
}
export interface Db {
  table(name: string): Table;
}

const TABLE_OPERATIONS = ["read", "count"];

export async function runOperation(request: CallToolRequest, db: Db) {
  const op = request.params.name;
  let table: Table | null = null;
  if (TABLE_OPERATIONS.includes(op)) {
    const name = String(request.params.arguments?.table ?? "");
    if (!name) {
      throw new Error(`table is required for ${op}`); // want: protocolerror function=runOperation
    }
    table = db.table(name);
  }
  switch (op) {
    case "read":
      return readRows(table);
    case "count":
      return countRows(table);
    case "stats":
      return tableStats(table);
    default:
      throw new Error(`Unknown operation: ${op}`);
  }
}

async function readRows(table: Table | null) {
  if (!table) {
    // FINE: "read" is one of TABLE_OPERATIONS, so the dispatcher made the table.
    throw new Error("table is required for read");
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(await table.rows()) }] };
}

async function countRows(table: Table | null) {
  if (table === null) {
    // FINE: nor is it null for "count".
    throw new Error("table is required for count");
  }
  return { content: [{ type: "text" as const, text: String((await table.rows()).length) }] };
}

async function tableStats(table: Table | null) {
  if (!table) {
    // BAD: "stats" is not one of them: the table is still null here.
    throw new Error("stats need a table"); // want: protocolerror function=tableStats
  }
  return { content: [{ type: "text" as const, text: table.name }] };
}
