// A tool table whose handlers live in other modules.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { renderImage } from "./render.js";

export const imageTools = [
  { name: "render", description: "Render an image", inputSchema: { spec: z.string() }, handler: renderImage },
] as { name: string; description: string; inputSchema: unknown; handler: (a: never) => Promise<CallToolResult> }[];
