// No needle here: this file builds its failures through toolFailure only.
import { toolFailure } from "../common.js";
import { promises as fs } from "node:fs";

export async function readFileTool(args: { path?: string }) {
  if (!args.path) {
    return toolFailure("path is required");
  }
  try {
    const text = await fs.readFile(args.path, "utf8");
    return { content: [{ type: "text" as const, text }] };
  } catch (err) {
    return toolFailure(`cannot read ${args.path}: ${String(err)}`);
  }
}
