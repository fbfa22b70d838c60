// The handler member names a function of another name; the module also keeps a local helper
// that answers any text as a success.
import { z } from "zod";
import { call } from "./store.js";

const schema = z.object({ orderId: z.string().optional(), invoiceId: z.string().optional() });

async function runRefund({ orderId, invoiceId }: z.infer<typeof schema>) {
  const reply = (text: string) => ({ content: [{ type: "text" as const, text }] });
  if (!orderId && !invoiceId) {
    // BAD: the helper builds a success of the failure text.
    return reply("Either orderId or invoiceId is required."); // want: softerror related=src/memberhandlers/refundOrder.ts:9,src/memberhandlers/server.ts:16
  }
  const data = await call(`/refunds/${orderId ?? invoiceId}`);
  if (!data) {
    return reply(`Failed to refund order ${orderId ?? invoiceId}`); // want: softerror related=src/memberhandlers/refundOrder.ts:9,src/memberhandlers/server.ts:16
  }
  return reply(JSON.stringify(data));
}

export const refundOrderTool = { schema, handler: runRefund };
