// A tool kept as the SDK's argument tuple: name, description, raw shape, callback.
import type { z } from "zod";

export type PlotTool = [string, string, z.ZodRawShape, (args: any) => Promise<unknown>];

export function makeTool(name: string, description: string, shape: z.ZodRawShape, handler: (args: any) => Promise<unknown>): PlotTool {
  return [name, description, shape, handler];
}
