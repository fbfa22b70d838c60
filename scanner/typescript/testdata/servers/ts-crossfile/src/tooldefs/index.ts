// Lists the tool objects of other modules in tables and registers one of them in a loop, each
// tool's callback a cast arrow that calls the entry's handler with the deps.
import type { McpServer, ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import { creditTool } from "./credit.js";
import { debitTool } from "./debit.js";
import { transferTool, refundTool } from "./transfer.js";
import { auditTool, warmTool } from "./audit.js";
import type { LedgerDeps } from "./ledger.js";

interface ToolDef {
  name: string;
  description: string;
  inputSchema: any;
  handler: (raw: unknown, deps: LedgerDeps) => Promise<unknown>;
}

export const allTools: readonly ToolDef[] = [creditTool, debitTool, transferTool, refundTool] as const;

// Never registered: its entries make no tools.
export const spareTools: readonly ToolDef[] = [auditTool] as const;

const startupTasks = [warmTool];

export function registerTools(server: McpServer, deps: LedgerDeps): void {
  for (const tool of allTools) {
    const cb = ((args: Record<string, unknown>) => tool.handler(args, deps)) as unknown as ToolCallback;
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, cb);
  }
}

// A loop over a different table, outside any tool.
export async function warmUp(deps: LedgerDeps): Promise<void> {
  for (const task of startupTasks) {
    await task.handler();
  }
}
