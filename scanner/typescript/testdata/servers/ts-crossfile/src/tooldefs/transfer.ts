// Tool objects whose handlers parse their arguments again with a schema that may reject what the
// SDK passes: one that transforms (its output need not parse again), and one other than the
// schema the entry registers.
import { z } from "zod";

const Cents = z.string().transform((s) => Number(s));

export const TransferInput = z.object({ from: z.string(), to: z.string(), cents: Cents });

export const transferTool = {
  name: "transfer",
  description: "Move money between accounts",
  inputSchema: TransferInput,
  handler: async (raw: unknown) => {
    const parsed = TransferInput.safeParse(raw);
    if (parsed.success === false) {
      throw new Error("invalid transfer"); // want: raisederror
    }
    return { content: [{ type: "text" as const, text: `moved ${parsed.data.cents}` }] };
  },
};

const RefundInput = z.object({ id: z.string() });
const StrictRefund = z.object({ id: z.string().uuid() });

export const refundTool = {
  name: "refund",
  description: "Refund a payment",
  inputSchema: RefundInput,
  handler: async (raw: unknown) => {
    if (!StrictRefund.safeParse(raw).success) {
      throw new Error("refund id must be a UUID"); // want: raisederror
    }
    return { content: [{ type: "text" as const, text: "refunded" }] };
  },
};
