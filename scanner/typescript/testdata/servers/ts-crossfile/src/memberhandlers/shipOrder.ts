// The handler written in place in the exported object.
import { z } from "zod";
import { call } from "./store.js";

export const shipOrderTool = {
  schema: z.object({ orderId: z.string() }),
  handler: async ({ orderId }: { orderId: string }) => {
    const data = await call(`/orders/${orderId}/ship`);
    if (!data) {
      return { content: [{ type: "text" as const, text: "Failed to ship order" }] }; // want: softerror related=src/memberhandlers/server.ts:17
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
  },
};
