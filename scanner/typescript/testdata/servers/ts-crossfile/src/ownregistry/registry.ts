// The project's own tool registry: each tool module hands registerEntry an object with its name,
// schema and handler, which it keeps in a module-level Map; runEntry looks the requested tool up
// there and calls the entry's handler with the arguments its schema parsed.
import { z } from "zod";

interface Entry<S extends z.ZodTypeAny> {
  name: string;
  description: string;
  schema: S;
  handler: (input: z.infer<S>) => Promise<unknown>;
}

const entries = new Map<string, Entry<z.ZodTypeAny>>();

export function registerEntry<S extends z.ZodTypeAny>(entry: Entry<S>): void {
  entries.set(entry.name, entry as unknown as Entry<z.ZodTypeAny>);
}

export function listEntries() {
  return [...entries.values()].map((e) => ({ name: e.name, description: e.description }));
}

export async function runEntry(name: string, args: unknown): Promise<unknown> {
  const entry = entries.get(name);
  // FINE: an unknown tool is the client's mistake, a protocol error by the specification.
  if (!entry) throw new Error(`Unknown tool: ${name}`);
  const input = entry.schema.parse(args);
  return entry.handler(input);
}
