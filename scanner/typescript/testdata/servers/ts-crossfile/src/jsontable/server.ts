import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { KILN_TOOLS } from "./tools/registry.js";
import { GLAZE_TOOLS } from "./tools/glazes.js";

// Serializes whatever the tool's fn returns: an object with an error member is a success.
function timed(label: string, fn: (args: any) => any) {
  return async (args: any) => {
    console.error(`start ${label}`);
    const outcome = await fn(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(outcome, null, 2) }] };
  };
}

// Tests the fn's answer for an error member first: nothing of it reaches a success.
function checked(label: string, fn: (args: any) => any) {
  return async (args: any) => {
    const outcome = await fn(args);
    if (outcome && outcome.error) {
      return { content: [{ type: "text" as const, text: `${label}: ${outcome.error}` }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(outcome) }] };
  };
}

export function registerKilnTools(server: McpServer) {
  for (const tool of KILN_TOOLS) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, timed(tool.name, tool.fn));
  }
  for (const tool of GLAZE_TOOLS) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, checked(tool.name, tool.fn));
  }
}
