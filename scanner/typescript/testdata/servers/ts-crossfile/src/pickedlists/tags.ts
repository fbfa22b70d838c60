// The tag tools: their handler answers the helper's throws itself.
import { z } from "zod";
import { fetchPage } from "./api.js";

export const createTagTools = (ctx: { space: string }) => [
  {
    name: "list_tags",
    inputSchema: z.object({}),
    handler: async () => {
      try {
        const tags = await fetchPage<string[]>(`/${ctx.space}/tags`);
        return { content: [{ type: "text" as const, text: tags.join(", ") }] };
      } catch (e) {
        return { isError: true, content: [{ type: "text" as const, text: `Listing tags failed: ${e}` }] }; // want: errorresult
      }
    },
  },
];
