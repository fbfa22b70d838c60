// A dispatcher whose catch throws the SDK's McpError again and answers every other failure.
import { ErrorCode, McpError, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { GardenClient } from "./client.js";
import { forecast, listBeds, listSeeds, listTools } from "./tools.js";

export class GardenDispatcher {
  private readonly client = new GardenClient();

  async execute(name: string): Promise<CallToolResult> {
    try {
      switch (name) {
        case "list_beds":
          return await listBeds(this.client);
        case "forecast":
          return await forecast(this.client);
        case "list_seeds":
          return await listSeeds(this.client);
        case "list_tools":
          return await listTools(this.client);
        default:
          throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
      }
    } catch (error) {
      if (error instanceof McpError) {
        throw error; // want: protocolerror
      }
      return { isError: true, content: [{ type: "text", text: String(error) }] }; // want: errorresult
    }
  }

  // A catch that answers every failure: nothing its try calls throws past it.
  async quiet(name: string): Promise<CallToolResult> {
    try {
      return await forecast(this.client);
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: `${name}: ${String(error)}` }] }; // want: errorresult
    }
  }
}
