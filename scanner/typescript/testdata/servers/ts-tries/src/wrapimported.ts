// A low-level server whose tools/call handler calls a variable bound to an imported wrapper's
// call. The file cannot see the wrapper; its name (withTiming) says it only decorates the call,
// so the wrapped function's returns are the tools' results and its throws reach the SDK.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { withTiming } from "./wrapmodule.js";

declare function lookupWord(word: string): Promise<string>;

const server = new Server({ name: "dictionary", version: "1.0.0" }, { capabilities: { tools: {} } });

async function runWordTool(name: string, args: any): Promise<CallToolResult> {
  switch (name) {
    case "define": {
      if (typeof args.word !== "string") {
        throw new Error("word must be a string"); // want: protocolerror function=define outcome=protocol-error
      }
      try {
        return { content: [{ type: "text", text: await lookupWord(args.word) }] };
      } catch (error) {
        return { content: [{ type: "text", text: `Error: no definition of ${args.word}` }] }; // want: softerror function=define
      }
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

const timedWordTool = withTiming(runWordTool);

server.setRequestHandler(CallToolRequestSchema, async (request) =>
  timedWordTool(request.params.name, request.params.arguments ?? {}),
);
