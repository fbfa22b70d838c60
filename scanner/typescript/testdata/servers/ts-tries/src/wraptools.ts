// Tool functions that wrapforeign.ts hands its tools/call requests to.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare function findPlace(query: string): Promise<string>;

export async function runMapTool(name: string, args: any): Promise<CallToolResult> {
  if (!args.query) {
    throw new Error("query is required"); // want: protocolerror function=runMapTool outcome=protocol-error
  }
  try {
    return { content: [{ type: "text", text: await findPlace(String(args.query)) }] };
  } catch (error) {
    // BAD: through the timing wrapper, the failure reaches the client as a success.
    return { content: [{ type: "text", text: `Error: ${name} found nothing: ${error}` }] }; // want: softerror function=runMapTool
  }
}

// FINE: wrapforeign.ts hands it to withErrorHandling, whose name says it may answer failures:
// no tool is seen to return it.
export async function runRouteTool(name: string, args: any): Promise<CallToolResult> {
  if (!args.to) {
    throw new Error("to is required");
  }
  try {
    return { content: [{ type: "text", text: await findPlace(String(args.to)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: no route to ${args.to}` }] };
  }
}

export async function runTrailTool(name: string, args: any): Promise<CallToolResult> {
  if (!args.trail) {
    throw new Error("trail is required"); // want: protocolerror function=runTrailTool outcome=protocol-error
  }
  try {
    return { content: [{ type: "text", text: await findPlace(String(args.trail)) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: trail ${args.trail} is unknown` }] }; // want: softerror function=runTrailTool
  }
}
