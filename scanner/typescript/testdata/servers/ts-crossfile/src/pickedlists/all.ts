// Every tool of the wiki, joined from the lists each part builds.
import { z } from "zod";
import { createPageTools } from "./pages.js";
import { createTagTools } from "./tags.js";

const createAdminTools = () => [
  {
    name: "reindex",
    inputSchema: z.object({}),
    handler: async () => {
      throw new Error("Reindexing is disabled on this wiki"); // want: raisederror related=10,7,src/pickedlists/server.ts:14,src/pickedlists/server.ts:14
    },
  },
];

export const createAllTools = (ctx: { space: string }) => [...createPageTools(ctx), ...createTagTools(ctx), ...createAdminTools()];
