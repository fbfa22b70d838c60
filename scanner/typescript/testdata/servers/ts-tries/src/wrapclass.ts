// A low-level server whose tools/call handler calls a variable bound to a class method's wrapper:
// the method returns a function that awaits the wrapped function in a try whose catch logs and
// throws again, and returns the result: the wrapped function's returns are the tools' results
// and its throws still reach the SDK.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare function readNote(id: string): Promise<string>;

class CallLog {
  private count = 0;

  wrapToolHandler(handler: (name: string, args: any) => Promise<CallToolResult>) {
    return async (name: string, args: any): Promise<CallToolResult> => {
      this.count++;
      try {
        const result = await handler(name, args);
        console.error(`tool ${name} done`);
        return result;
      } catch (error) {
        console.error(`tool ${name} failed`, error);
        throw error;
      }
    };
  }
}

async function runNoteTool(name: string, args: any): Promise<CallToolResult> {
  switch (name) {
    case "read_note": {
      if (!args.id) {
        // BAD: the wrapper throws it again, into the handler: a JSON-RPC error.
        throw new Error("id is required"); // want: protocolerror function=read_note outcome=protocol-error
      }
      try {
        return { content: [{ type: "text", text: await readNote(args.id) }] };
      } catch (error) {
        // BAD: the failure goes back as a success.
        return { content: [{ type: "text", text: `Error: cannot read note ${args.id}: ${error}` }] }; // want: softerror function=read_note
      }
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

export function setup(server: Server) {
  const callLog = new CallLog();
  const wrappedNoteTool = callLog.wrapToolHandler(runNoteTool);
  server.setRequestHandler(CallToolRequestSchema, async (request) =>
    wrappedNoteTool(request.params.name, request.params.arguments ?? {}),
  );
}
