// A class-based low-level server: each case returns a method's result. A delegating call inside
// a try shields the method's throws; one outside does not.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare function fetchJSON(url: string): Promise<{ items: string[] }>;

export class CatalogServer {
  private server = new Server({ name: "catalog", version: "1.0.0" }, { capabilities: { tools: {} } });

  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const args = request.params.arguments ?? {};
      if (request.params.name === "export") {
        return this.exportAll(args);
      }
      try {
        switch (request.params.name) {
          case "lookup":
            return await this.lookup(args);
          default:
            throw new Error(`Unknown tool: ${request.params.name}`);
        }
      } catch (error) {
        return { content: [{ type: "text", text: `lookup failed: ${error}` }], isError: true }; // want: errorresult function=tools/call
      }
    });
  }

  private async lookup(args: Record<string, unknown>) {
    if (typeof args.id !== "string") {
      // FINE: the delegating call sits in a try whose catch returns an isError result.
      throw new Error("id must be a string");
    }
    const found = await fetchJSON(`/items/${args.id}`);
    if (found.items.length === 0) {
      // FINE: no match is an answer, not a failure.
      return { content: [{ type: "text", text: "No items matched" }] };
    }
    return { content: [{ type: "text", text: found.items.join("\n") }] };
  }

  private async exportAll(args: Record<string, unknown>) {
    if (args.format !== "csv") {
      // BAD: outside the handler's try, this throw is a JSON-RPC error.
      throw new Error("only csv is supported"); // want: protocolerror
    }
    return { content: [{ type: "text", text: (await fetchJSON("/items")).items.join(",") }] };
  }
}
