// The audit tools, served only behind a wrapper that answers what their handlers throw.
import { z } from "zod";

export const createAuditTools = () => [
  {
    name: "audit",
    inputSchema: z.object({}),
    handler: async (_params: Record<string, unknown>) => {
      // FINE: wrapTools puts every handler in a try whose catch answers.
      throw new Error("The audit log is sealed");
    },
  },
];
