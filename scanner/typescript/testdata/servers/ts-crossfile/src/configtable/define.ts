// The shape of a tool config and the identity helper that declares one (server.ts registers
// every config in a loop).
import { z } from "zod";
import type { PantryService } from "./pantry.js";

export interface ShelfContext {
  pantry: PantryService;
  [key: string]: unknown;
}

export interface ShelfTool<I = any> {
  name: string;
  inputSchema: z.ZodTypeAny;
  handler: (args: I, ctx: ShelfContext) => Promise<unknown>;
}

export const shelfTool = <I>(config: ShelfTool<I>) => config;
