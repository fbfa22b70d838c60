// A function that builds a tool entry of the entry type from a config whose handler it calls.
import type { ToolEntry } from "./types.js";

export interface EntryConfig {
  name: string;
  schema: Record<string, unknown>;
  handler: (input: unknown) => Promise<unknown>;
}

export function createEntry(config: EntryConfig): ToolEntry {
  const { name, schema, handler } = config;
  return {
    name,
    description: `Tool ${name}`,
    inputSchema: schema,
    call: async (args: unknown) => handler(args),
  };
}
