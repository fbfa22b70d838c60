import { McpError } from "../errors.js";

export async function plantBed(args: { bed?: string }, config: { url: string }) {
  if (!args.bed) {
    throw new McpError(1, "bed is required");
  }
  return { content: [{ type: "text" as const, text: `${config.url}/${args.bed}` }] };
}
