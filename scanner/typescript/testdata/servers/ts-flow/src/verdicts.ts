// A tool that checks something answers with its verdict: `valid: false` beside the reason is
// what the caller asked for, not a failed call. A tool that acts and answers `valid: false` has
// failed, and so has a checking tool whose own work broke.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function parseCells(range: string): { rows: number } | null;
declare function loadSheet(path: string): Promise<{ cells(range: string): unknown[] }>;

export const sheetTools = [
  {
    name: "validate_range",
    description: "Tell whether a cell range is well formed",
    inputSchema: { range: z.string() },
    handler: async ({ range }: { range: string }) => {
      const cells = parseCells(range);
      if (!cells) {
        // FINE: the verdict of the check.
        return { valid: false, error: "Invalid range format" };
      }
      return { valid: true, rows: cells.rows };
    },
  },
  {
    name: "checkFormula",
    description: "Check a formula's syntax",
    inputSchema: { formula: z.string() },
    async handler({ formula }: { formula: string }) {
      if (!formula.startsWith("=")) {
        // FINE: the verdict of the check, in a camelCase name.
        return { isValid: false, error: "A formula starts with =" };
      }
      return { isValid: true };
    },
  },
  {
    name: "validate_sheet",
    description: "Check the cells of a sheet",
    inputSchema: { path: z.string(), range: z.string() },
    handler: async ({ path, range }: { path: string; range: string }) => {
      try {
        const sheet = await loadSheet(path);
        return { valid: true, cells: sheet.cells(range).length };
      } catch (e) {
        // BAD: the sheet could not be read: no verdict, a failed call.
        return { error: `Could not read ${path}: ${String(e)}` }; // want: softerror function=validate_sheet related=36
      }
    },
  },
  {
    name: "fill_range",
    description: "Fill a range with a value",
    inputSchema: { range: z.string(), value: z.string() },
    handler: async ({ range }: { range: string; value: string }) => {
      if (!parseCells(range)) {
        // BAD: a tool that acts failed on its argument; valid: false does not make it a verdict.
        return { valid: false, error: "Invalid range format" }; // want: softerror function=fill_range related=50
      }
      return { filled: range };
    },
  },
];

const server = new McpServer({ name: "sheets", version: "1.0.0" });
for (const t of sheetTools) {
  server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, t.handler as never);
}
