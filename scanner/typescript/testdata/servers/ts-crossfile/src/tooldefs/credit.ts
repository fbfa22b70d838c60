// A tool object this module exports on its own; index.ts lists it in a table it registers.
import { z } from "zod";
import type { LedgerDeps } from "./ledger.js";

export const CreditInput = z.object({ account: z.string(), amount: z.number() });

export const creditTool = {
  name: "credit",
  description: "Credit an account",
  inputSchema: CreditInput,
  handler: async (raw: unknown, deps: LedgerDeps) => {
    // The SDK validated raw with CreditInput, the schema the loop registers: parsing it again
    // with the same schema cannot fail.
    const parsed = CreditInput.safeParse(raw);
    if (!parsed.success) {
      // FINE: dead where the loop passes the SDK's value.
      throw new Error(`invalid input: ${parsed.error.message}`);
    }
    const input = parsed.data;
    if (input.amount <= 0) {
      throw new Error("amount must be positive"); // want: raisederror
    }
    await deps.ledger.post(input.account, input.amount);
    return { content: [{ type: "text" as const, text: "credited" }] };
  },
};
