// The input schemas of the fetch tools, in a module of their own.
import { z } from "zod";

export const FetchInput = z.object({ url: z.string().url(), maxLength: z.number().optional() });

export const TranscriptInput = FetchInput.extend({ lang: z.string().optional() });

// Not a zod schema: its parse returns what it is given.
export const passThrough = { parse: (x: unknown) => x };

declare function makeParser(): { parse(x: unknown): { url: string } };

// Not a zod schema of this module: what makeParser returns is not known here.
export const LooseInput = makeParser();
