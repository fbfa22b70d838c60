// The page tools, built for a context.
import { z } from "zod";
import { fetchPage } from "./api.js";

export const createPageTools = (ctx: { space: string }) => [
  {
    name: "get_page",
    inputSchema: z.object({ id: z.string() }),
    handler: async (params: Record<string, unknown>) => {
      const page = await fetchPage<{ body: string }>(`/${ctx.space}/pages/${String(params.id)}`);
      return { content: [{ type: "text" as const, text: page.body }] };
    },
  },
];
