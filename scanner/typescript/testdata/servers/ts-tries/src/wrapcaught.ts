// Wrapped tools/call functions whose throws do not reach the SDK, or that are no delegate at all.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { withErrorHandling } from "./wrapmodule.js";

declare function readTide(port: string): Promise<string>;
declare function readWind(port: string): Promise<string>;

type Tool = (name: string, args: any) => Promise<CallToolResult>;

// The wrapper answers what the wrapped function throws with an isError result.
function answered(fn: Tool): Tool {
  return async (name, args) => {
    try {
      return await fn(name, args);
    } catch (error) {
      return { content: [{ type: "text", text: `${name} failed: ${error}` }], isError: true }; // want: errorresult uses=0 function=answered
    }
  };
}

async function runTideTool(name: string, args: any): Promise<CallToolResult> {
  switch (name) {
    case "tide": {
      if (!args.port) {
        // FINE: the wrapper's catch answers it with an isError result.
        throw new Error("port is required");
      }
      try {
        return { content: [{ type: "text", text: await readTide(args.port) }] };
      } catch (error) {
        // BAD: a success result still passes through the wrapper as it is.
        return { content: [{ type: "text", text: `Error: no tide for ${args.port}` }] }; // want: softerror function=tide
      }
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

const answeredTideTool = answered(runTideTool);
const tideServer = new Server({ name: "tides", version: "1.0.0" }, { capabilities: { tools: {} } });
tideServer.setRequestHandler(CallToolRequestSchema, async (request) =>
  answeredTideTool(request.params.name, request.params.arguments ?? {}),
);

// An imported wrapper whose name says it may answer failures itself: no delegate.
async function runWindTool(name: string, args: any): Promise<CallToolResult> {
  if (!args.port) {
    throw new Error("port is required");
  }
  try {
    return { content: [{ type: "text", text: await readWind(args.port) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Error: no wind for ${args.port}` }] };
  }
}

const guardedWindTool = withErrorHandling(runWindTool);
const windServer = new Server({ name: "wind", version: "1.0.0" }, { capabilities: { tools: {} } });
windServer.setRequestHandler(CallToolRequestSchema, async (request) =>
  guardedWindTool(request.params.name, request.params.arguments ?? {}),
);

// A variable assigned again: what it calls is not known from its declaration.
async function runSwellTool(name: string, args: any): Promise<CallToolResult> {
  if (!args.port) {
    throw new Error("port is required");
  }
  return { content: [{ type: "text", text: `Error: swell data is offline for ${args.port}` }] };
}

let swellTool = answered(runSwellTool);
if (process.env.SWELL_OFFLINE) {
  swellTool = async () => ({ content: [{ type: "text", text: "offline" }], isError: true }); // want: errorresult uses=1 function=swellTool
}
const swellServer = new Server({ name: "swell", version: "1.0.0" }, { capabilities: { tools: {} } });
swellServer.setRequestHandler(CallToolRequestSchema, async (request) =>
  swellTool(request.params.name, request.params.arguments ?? {}),
);
