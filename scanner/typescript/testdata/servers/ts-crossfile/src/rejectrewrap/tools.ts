// Tool functions that await the queue inside a try whose catch rethrows what it caught (or, for
// drain_doc, in none).
import type { WriteQueue } from "./queue.js";

export const saveDoc = async (queue: WriteQueue, args: Record<string, unknown>) => {
  try {
    const id = await queue.enqueue(String(args.id), 30000);
    return { content: [{ type: "text" as const, text: `saved ${id}` }] };
  } catch (error) {
    console.error("save failed", error);
    // BAD: the rethrow is where the queue's rejection leaves as a JSON-RPC error; it names it.
    throw error; // want: protocolerror related=src/rejectrewrap/queue.ts:11,src/rejectrewrap/queue.ts:8,src/rejectrewrap/server.ts:10,src/rejectrewrap/server.ts:14
  }
};

export const touchDoc = async (queue: WriteQueue, args: Record<string, unknown>) => {
  try {
    const id = await queue.drain(String(args.id), Number(args.limit));
    return { content: [{ type: "text" as const, text: `touched ${id}` }] };
  } catch (error) {
    // BAD: as above; drain's reject is named once, not again as a library call.
    throw error; // want: protocolerror related=src/rejectrewrap/queue.ts:25,src/rejectrewrap/server.ts:10,src/rejectrewrap/server.ts:18
  }
};

export const drainDoc = async (queue: WriteQueue, args: Record<string, unknown>) => {
  const id = await queue.drain(String(args.id), Number(args.limit));
  return { content: [{ type: "text" as const, text: `drained ${id}` }] };
};
