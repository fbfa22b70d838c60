// A tool whose context is destructured in the parameter list.
import { z } from "zod";

export function registerMoneyTools(server, { ledger }) {
  server.registerTool("post_amount", { inputSchema: { amount: z.number() } }, async ({ amount }) => {
    ledger.post(amount);
    return { content: [{ type: "text", text: `Posted ${amount}` }] };
  });
}
