import { toolFailure } from "../common.js";

export function searchTool(args: { query?: string; limit?: number }) {
  if (!args.query) {
    return toolFailure("query is required");
  }
  if (args.limit !== undefined && args.limit <= 0) {
    return toolFailure("limit must be positive");
  }
  // toolFailure("in a comment") is not a call.
  return { content: [{ type: "text" as const, text: `results for ${args.query}` }] };
}
