// A tool table whose handlers live in other modules.
import { z } from "zod";
import { renderImage } from "./render.js";

export const imageTools = [
  { name: "render", description: "Render an image", inputSchema: { spec: z.string() }, handler: renderImage },
];
