import { z } from "zod";
import { manageRows, fetchRow, fetchRows, fetchMore, fetchLast, unusedRow } from "./lib/ops.js";

type ToolDef = { name: string; definition: Record<string, unknown>; handler: (a: any) => Promise<any> };

const rowsTool: ToolDef = {
  name: "manage_rows",
  definition: { title: "Manage rows", inputSchema: { id: z.string(), op: z.string() } },
  handler: manageRows,
};

const fetchTool: ToolDef = {
  name: "fetch_row",
  definition: { title: "Fetch a row", inputSchema: { id: z.string() } },
  handler: fetchRow,
};

const batchTool: ToolDef = {
  name: "fetch_rows",
  definition: { title: "Fetch rows", inputSchema: { ids: z.array(z.string()) } },
  handler: fetchRows,
};

const moreTool: ToolDef = {
  name: "fetch_more",
  definition: { title: "Fetch more rows", inputSchema: { ids: z.array(z.string()) } },
  handler: fetchMore,
};

const lastTool: ToolDef = {
  name: "fetch_last",
  definition: { title: "Fetch the last row", inputSchema: { ids: z.array(z.string()) } },
  handler: fetchLast,
};

// A resource's entry, whatever else it nests: no tool.
export const resources = [
  { name: "row", definition: { uri: "rows://{id}", inputSchema: { id: z.string() } }, handler: unusedRow },
];

export const tools = [rowsTool, fetchTool, batchTool, moreTool, lastTool];
