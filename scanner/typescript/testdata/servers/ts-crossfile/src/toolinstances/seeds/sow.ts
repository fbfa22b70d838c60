import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { seedPath } from "./paths.js";

export async function sowSeeds(args: { seed?: string }) {
  if (!args.seed) {
    throw new McpError(ErrorCode.InvalidParams, "seed is required");
  }
  return { content: [{ type: "text" as const, text: seedPath(args.seed) }] };
}
