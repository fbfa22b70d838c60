// Another tool object of the registered table, its handler a method.
import { z } from "zod";
import type { LedgerDeps } from "./ledger.js";

export const debitTool = {
  name: "debit",
  description: "Debit an account",
  inputSchema: z.object({ account: z.string(), amount: z.number() }),
  async handler(raw: unknown, deps: LedgerDeps) {
    const input = raw as { account: string; amount: number };
    if (input.account === "") throw new Error("account is required"); // want: raisederror
    await deps.ledger.post(input.account, -input.amount);
    return { content: [{ type: "text" as const, text: "debited" }] };
  },
};
