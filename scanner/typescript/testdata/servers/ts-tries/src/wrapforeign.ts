// A low-level server whose tools/call handler calls a variable bound to an imported wrapper's
// call given a function of another module (wraptools.ts): that function's returns are the
// tools' results. The direct call of another module's function (runTrailTool) counts the same.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { withTiming, withErrorHandling } from "./wrapmodule.js";
import { runMapTool, runRouteTool, runTrailTool } from "./wraptools.js";

const timedMapTool = withTiming(runMapTool);
const mapServer = new Server({ name: "maps", version: "1.0.0" }, { capabilities: { tools: {} } });
mapServer.setRequestHandler(CallToolRequestSchema, async (request) =>
  timedMapTool(request.params.name, request.params.arguments ?? {}),
);

// FINE: the wrapper's name says it may answer failures itself; runRouteTool is no tool here.
const guardedRouteTool = withErrorHandling(runRouteTool);
const routeServer = new Server({ name: "routes", version: "1.0.0" }, { capabilities: { tools: {} } });
routeServer.setRequestHandler(CallToolRequestSchema, async (request) =>
  guardedRouteTool(request.params.name, request.params.arguments ?? {}),
);

const trailServer = new Server({ name: "trails", version: "1.0.0" }, { capabilities: { tools: {} } });
trailServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  return runTrailTool(request.params.name, request.params.arguments ?? {});
});
