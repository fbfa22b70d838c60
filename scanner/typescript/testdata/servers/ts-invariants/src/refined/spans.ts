// Schemas the span tools import.
import { z } from "zod";

export const StrictSpan = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((s) => s.end > s.start, { message: "end must follow start" })
  .describe("a span of at least one");

export const LooseSpan = z.object({ start: z.number(), end: z.number() }).refine(({ start, end }) => end >= start);

export const PlainSpan = z.object({ start: z.number(), end: z.number() });
