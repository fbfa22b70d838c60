// A low-level server that fills a Map with the tools each tool class's getTools returns, looks the
// called tool up and rethrows every failure of its handler as the SDK's McpError.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { SoilClient } from "./client.js";
import { GardenTools } from "./garden.js";
import SeedTools from "./seeds.js";
import { QuietTools } from "./quiet.js";
import type { Tool } from "./types.js";

export class GardenServer {
  private server = new Server({ name: "soil", version: "1.0.0" }, { capabilities: { tools: {} } });
  private tools = new Map<string, Tool>();
  private client = new SoilClient();

  constructor() {
    const toolClasses = [new GardenTools(this.client), new QuietTools(this.client), new SeedTools()];
    toolClasses.forEach((toolClass) => {
      toolClass.getTools().forEach((tool) => {
        this.tools.set(tool.name, tool);
      });
    });
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const tool = this.tools.get(request.params.name);
      if (!tool) {
        return { isError: true, content: [{ type: "text", text: "unknown tool" }] }; // want: errorresult
      }
      try {
        const result = await tool.handler(request.params.arguments ?? {});
        return { content: [{ type: "text", text: JSON.stringify(result) }] };
      } catch (error) {
        throw new McpError(ErrorCode.InternalError, `tool failed: ${error}`); // want: protocolerror related=src/classlists/client.ts:6,src/classlists/client.ts:9,src/classlists/garden.ts:15,src/classlists/garden.ts:16,src/classlists/seeds.ts:11,src/classlists/seeds.ts:14
      }
    });
  }
}
