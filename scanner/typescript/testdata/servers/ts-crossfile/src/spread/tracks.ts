// Tool table entries bound to names and exported as an array, which index.ts spreads into the
// array it registers: each handler is a tool's.
import { z } from "zod";
import { request, withClient } from "./client.js";

const getTrack = {
  name: "getTrack",
  description: "Get a track",
  schema: { id: z.string() },
  handler: async ({ id }: { id: string }) => {
    if (!id.trim()) {
      throw new Error("the track id is empty"); // want: raisederror function=getTrack related=6,src/spread/index.ts:14,10
    }
    const track = await request(`tracks/${id}`);
    return { content: [{ type: "text" as const, text: JSON.stringify(track) }] };
  },
};

const queueTrack = {
  name: "queueTrack",
  description: "Queue a track",
  schema: { id: z.string() },
  handler: async ({ id }: { id: string }) => {
    await withClient(async (client) => client.queue(id));
    return { content: [{ type: "text" as const, text: `queued ${id}` }] };
  },
};

export const trackTools = [getTrack, queueTrack];
