import { z } from "zod";

export const name = "prune_tree";
export const config = { description: "Prune a tree", inputSchema: { tree: z.string() } };

export async function handler({ tree }: { tree: string }) {
  try {
    if (tree === "young") {
      throw new Error(`Tree ${tree} is too young to prune`);
    }
    return { content: [{ type: "text" as const, text: `pruned ${tree}` }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Could not prune: ${error}` }], isError: true }; // want: errorresult
  }
}
