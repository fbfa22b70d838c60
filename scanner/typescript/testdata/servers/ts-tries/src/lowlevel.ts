// A low-level server whose tools/call handler hands the request to a same-file function: that
// function's returns are the tools' results and its throws reach the SDK as JSON-RPC errors.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolRequest, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare function readConfig(): Promise<Record<string, string>>;
declare function listFiles(dir: string): Promise<string[]>;

const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return handleCall(request);
});

async function handleCall(request: CallToolRequest): Promise<CallToolResult> {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "get_config":
      try {
        const config = await readConfig();
        return { content: [{ type: "text", text: JSON.stringify(config) }] };
      } catch (error) {
        // BAD: the failure goes back as a success.
        return { content: [{ type: "text", text: `Error: could not read the configuration: ${error}` }] }; // want: softerror function=get_config
      }
    case "list_files": {
      if (typeof args?.dir !== "string") {
        // BAD: a validation failure thrown from the handler's delegate is a JSON-RPC error.
        throw new Error("dir must be a string"); // want: protocolerror function=list_files outcome=protocol-error
      }
      const files = await listFiles(args.dir);
      return { content: [{ type: "text", text: files.join("\n") }] };
    }
    default:
      // FINE: an unknown tool is a protocol error by the spec.
      throw new Error(`Unknown tool: ${name}`);
  }
}
