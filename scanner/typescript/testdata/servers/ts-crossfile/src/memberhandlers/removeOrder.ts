// A schema and a handler the module keeps to itself, exported together as one object whose
// handler member is written in shorthand: server.ts registers the member.
import { z } from "zod";
import { call } from "./store.js";

const schema = z.object({ orderId: z.string() });

const handler = async ({ orderId }: z.infer<typeof schema>) => {
  const data = await call(`/orders/${orderId}/remove`);
  if (!data) {
    // BAD: the request failed, and the client reads a success.
    return { content: [{ type: "text" as const, text: "Failed to remove order" }] }; // want: softerror related=src/memberhandlers/server.ts:15
  }
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
};

export const removeOrderTool = { schema, handler };
