import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { makeToolResult, okEnvelope, errorResult } from "./envelope.js";

export function registerStructuredTool(args: {
  server: McpServer;
  name: string;
  inputSchema?: unknown;
  callback: (cbArgs: any) => unknown;
}): void {
  const timedCallback = async (toolArgs: any) => {
    let result: unknown;
    try {
      result = await args.callback(toolArgs);
    } catch (err) {
      result = errorResult(args.name, err);
    }
    return result;
  };
  args.server.registerTool(args.name, { inputSchema: args.inputSchema as never }, timedCallback as never);
}

export function registerTextTool(args: {
  server: McpServer;
  name: string;
  inputSchema?: unknown;
  callback: (cbArgs: any) => Promise<string | { text: string; data?: Record<string, unknown> }>;
}): void {
  registerStructuredTool({
    server: args.server,
    name: args.name,
    inputSchema: args.inputSchema,
    callback: async (cbArgs: any) => {
      try {
        const raw = await args.callback(cbArgs);
        const { text: textValue, extra } = unpack(raw);
        return makeToolResult(okEnvelope({ tool: args.name, data: { text: textValue, ...extra } }), textValue);
      } catch (err) {
        return errorResult(args.name, err);
      }
    },
  });
}

function unpack(raw: string | { text: string; data?: Record<string, unknown> }): { text: string; extra: Record<string, unknown> } {
  if (typeof raw === "string") return { text: raw, extra: {} };
  return { text: raw.text, extra: raw.data ?? {} };
}
