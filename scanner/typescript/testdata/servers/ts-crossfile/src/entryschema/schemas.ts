// Input schemas of the crate tools, in a module of their own (crates.ts gives them to its
// entries, server.ts registers each entry with its own).
import { z } from "zod";

export const CrateInput = z.object({
  op: z.enum(["pack", "ship"]),
  labels: z.array(z.string()),
  note: z.string().optional(),
});

export const LidInput = z.object({ lidId: z.string() });
