// A low-level server whose switch hands each tool to a method of its class; the method sets one
// result from a case's call or a success envelope of its own and serializes it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ShelfManager } from "./shelves.js";

export class ShelfServer {
  private server = new Server({ name: "shelves", version: "1.0.0" }, { capabilities: { tools: {} } });
  private manager: ShelfManager;

  constructor(manager: ShelfManager) {
    this.manager = manager;
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        return await this.dispatch(request.params.name, request.params.arguments ?? {});
      } catch (error) {
        return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
      }
    });
  }

  private async dispatch(name: string, args: Record<string, any>) {
    switch (name) {
      case "shelves":
        return this.handleShelves(args);
      case "counts":
        return this.handleCounts(args);
      default:
        throw new Error(`Unknown tool: ${name}`);
    }
  }

  private async handleShelves(args: Record<string, any>) {
    let result: any;
    switch (args.operation) {
      case "remove":
        result = this.manager.removeShelf(args.name);
        break;
      case "list":
        result = { success: true, data: this.manager.listShelves() };
        break;
      default:
        throw new Error(`Unknown operation: ${args.operation}`);
    }
    // BAD: removeShelf's { success: false, error } goes out as this tool's success.
    return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] }; // want: softerror related=src/caseenvelope/shelves.ts:10,src/caseenvelope/server.ts:15,src/caseenvelope/server.ts:25
  }

  private async handleCounts(args: Record<string, any>) {
    let result: any;
    switch (args.operation) {
      case "count":
        result = { success: true, data: this.manager.countShelves() };
        break;
      default:
        result = { success: true, data: this.manager.listShelves().length };
    }
    // GOOD: no case's value reports a failure (countShelves and listShelves give back data).
    return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
  }
}
