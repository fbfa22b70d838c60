// FINE: an exported tool object whose handler answers failures with isError, and another that
// no file registers: nothing of either is reported.
import { z } from "zod";
import { call } from "./store.js";

const handler = async ({ orderId }: { orderId: string }) => {
  const data = await call(`/orders/${orderId}/archive`);
  if (!data) {
    return { content: [{ type: "text" as const, text: "Failed to archive order" }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
};

export const archiveOrderTool = { schema: z.object({ orderId: z.string() }), handler };

const restore = async ({ orderId }: { orderId: string }) => {
  const data = await call(`/orders/${orderId}/restore`);
  if (!data) {
    // FINE: the object is exported, but no registration names its member.
    return { content: [{ type: "text" as const, text: "Failed to restore order" }] };
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
};

export const restoreOrderTool = { schema: z.object({ orderId: z.string() }), handler: restore };
