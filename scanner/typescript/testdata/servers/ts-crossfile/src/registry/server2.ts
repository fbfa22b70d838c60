// A low-level server that looks a tool's function up in a table of another module and calls it
// inside a catch-all rethrow.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { toolFunctions, toolTitles } from "./tools.js";

const server = new Server({ name: "users", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = request.params.name as keyof typeof toolFunctions;
  try {
    const run = toolFunctions[name];
    if (!run) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    console.error(`running ${toolTitles[name]}`);
    return await run(request.params.arguments);
  } catch (error) {
    throw new McpError(ErrorCode.InternalError, `${name} failed: ${error}`); // want: protocolerror related=src/registry/tools.ts:6,src/registry/users.ts:5
  }
});
