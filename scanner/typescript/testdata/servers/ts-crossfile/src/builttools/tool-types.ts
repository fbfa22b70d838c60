// A tool object built from its parts: the execute a module hands over is the tool's.
import type { z } from "zod";

export interface NoteTool<P extends z.ZodType> {
  name: string;
  description: string;
  parameters: P;
  execute: (args: z.infer<P>) => Promise<string>;
}

export function createTool<P extends z.ZodType>(
  name: string,
  description: string,
  parameters: P,
  execute: (args: z.infer<P>) => Promise<string>,
): NoteTool<P> {
  return { name, description, parameters, execute };
}

// Not a tool's: a hook with options, built by the same kind of call but with no schema.
export function makeHook(name: string, options: { attempts: number }, run: (e: unknown) => Promise<string>) {
  return { name, options, run };
}
