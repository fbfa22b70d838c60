// A low-level server that dispatches to same-file functions: their throws escape the handler.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "dispatch", version: "1" }, { capabilities: { tools: {} } });

async function createFile(args: Record<string, unknown>) {
  if (typeof args.path !== "string") {
    throw new Error("path must be a string"); // want: protocolerror function=createFile
  }
  return { content: [{ type: "text", text: `created ${args.path}` }] };
}

async function removeFile(args: Record<string, unknown>) {
  if (!args.path) {
    throw new Error("path is required"); // FINE: the handler calls this inside try/catch
  }
  return { content: [{ type: "text", text: "removed" }] };
}

// Never called from the handler: its throw is nobody's protocol error.
export function unused() {
  throw new Error("unused");
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  if (request.params.name === "create") {
    return createFile(args);
  }
  try {
    return await removeFile(args);
  } catch (e) {
    return { content: [{ type: "text", text: String(e) }], isError: true }; // want: errorresult function=tools/call
  }
});
