// A low-level server whose tools/call handler looks the tool up in a Map of tool instances
// typed by their interface (`Map<string, LensTool>`) and calls its handle.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { FocusTool } from "./focus.js";
import { LensTool } from "./tool.js";
import { ZoomTool } from "./zoom.js";

export function createLensServer(toolMap: Map<string, LensTool>): Server {
  const server = new Server({ name: "lens", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = toolMap.get(request.params.name);
    if (tool !== undefined) {
      return await tool.handle(request.params.arguments);
    }
    // FINE: an unknown tool's name is the client's mistake, a protocol error by the spec.
    throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
  });
  return server;
}

const tools: LensTool[] = [new FocusTool(), new ZoomTool()];
createLensServer(new Map(tools.map((t) => [t.name(), t])));
