import { z } from "zod";
import { openHose } from "./hose.js";

export const name = "water_tree";
export const config = { description: "Water a tree", inputSchema: { tree: z.string() } };

export async function handler({ tree }: { tree: string }) {
  if (tree === "dead") {
    throw new Error(`Tree ${tree} cannot be watered`); // want: raisederror related=4
  }
  return { content: [{ type: "text" as const, text: `watered ${openHose(tree, { pressure: 3 })}` }] };
}

// Exported beside the handler and destructured by a loop that registers nothing: no tool.
export function preview(tree: string) {
  if (!tree) {
    throw new Error("No tree to preview");
  }
  return `would water ${tree}`;
}
