// The same shape, handed a client that may be missing.
import { z } from "zod";

export function registerDraftTools(server: any, api) {
  server.tool("list_drafts", { all: z.boolean().optional() }, async () => {
    // BAD: server.ts passes undefined when DRAFTS_URL is unset.
    if (!api) throw new Error("Drafts are not configured"); // want: raisederror
    return { content: [{ type: "text", text: JSON.stringify(await api.list()) }] };
  });
}
