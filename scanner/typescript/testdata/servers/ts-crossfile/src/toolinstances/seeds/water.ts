import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

// FINE: it answers its own failures: nothing of it reaches the handler's catch.
export async function waterSeeds(args: { litres?: number }) {
  try {
    if (!args.litres) {
      throw new McpError(ErrorCode.InvalidParams, "litres is required");
    }
    return { content: [{ type: "text" as const, text: `watered ${args.litres}` }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: String(error) }], isError: true }; // want: errorresult
  }
}
