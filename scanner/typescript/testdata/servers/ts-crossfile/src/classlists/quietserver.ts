// The same server over the quiet and the caught tools: every handler answers its own failures, so the
// rethrow never runs (no finding).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { SoilClient } from "./client.js";
import { CaughtTools } from "./caught.js";
import { QuietTools } from "./quiet.js";
import type { Tool } from "./types.js";

export class QuietServer {
  private server = new Server({ name: "quiet-soil", version: "1.0.0" }, { capabilities: { tools: {} } });
  private tools = new Map<string, Tool>();

  constructor(client: SoilClient) {
    const toolClasses = [new QuietTools(client), new CaughtTools(client)];
    for (const toolClass of toolClasses) {
      for (const tool of toolClass.getTools()) {
        this.tools.set(tool.name, tool);
      }
    }
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = this.tools.get(request.params.name);
      if (!tool) {
        return { isError: true, content: [{ type: "text", text: "unknown tool" }] }; // want: errorresult
      }
      let result: unknown;
      try {
        result = await tool.handler(request.params.arguments ?? {});
      } catch (error) {
        // FINE: no handler of the list lets a failure through.
        throw new McpError(ErrorCode.InternalError, `tool failed: ${error}`);
      }
      return { content: [{ type: "text", text: JSON.stringify(result) }] };
    });
  }
}
