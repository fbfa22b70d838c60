// A low-level server whose tools/call handler calls a variable bound to a same-file wrapper's
// call: the wrapper returns a function that logs and returns what the wrapped function returns,
// so the wrapped function's returns are the tools' results and its throws reach the SDK.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare function fetchQuote(symbol: string): Promise<number>;

const server = new Server({ name: "quotes", version: "1.0.0" }, { capabilities: { tools: {} } });

function logged<A extends unknown[], R>(fn: (...a: A) => Promise<R>): (...a: A) => Promise<R> {
  return async (...a: A) => {
    console.error("tool call", a[0]);
    return fn(...a);
  };
}

async function runQuoteTool(name: string, args: Record<string, unknown>): Promise<CallToolResult> {
  switch (name) {
    case "quote": {
      if (typeof args.symbol !== "string") {
        // BAD: thrown through the wrapper into the handler: a JSON-RPC error.
        throw new Error("symbol must be a string"); // want: protocolerror function=quote outcome=protocol-error
      }
      try {
        const price = await fetchQuote(args.symbol);
        return { content: [{ type: "text", text: `${args.symbol}: ${price}` }] };
      } catch (error) {
        // BAD: the failure goes back as a success, through the wrapper.
        return { content: [{ type: "text", text: `Error: no quote for ${args.symbol}: ${error}` }] }; // want: softerror function=quote
      }
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

const loggedQuoteTool = logged(runQuoteTool);

server.setRequestHandler(CallToolRequestSchema, async (request) =>
  loggedQuoteTool(request.params.name, request.params.arguments ?? {}),
);
