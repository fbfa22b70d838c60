// A tool object this module exports on its own; index.ts lists it in a table it registers.
import { z } from "zod";
import type { LedgerDeps } from "./ledger.js";

export const CreditInput = z.object({ account: z.string(), amount: z.number() });

export const creditTool = {
  name: "credit",
  description: "Credit an account",
  inputSchema: CreditInput,
  handler: async (raw: unknown, deps: LedgerDeps) => {
    const input = CreditInput.parse(raw);
    if (input.amount <= 0) {
      throw new Error("amount must be positive"); // want: raisederror
    }
    await deps.ledger.post(input.account, input.amount);
    return { content: [{ type: "text" as const, text: "credited" }] };
  },
};
