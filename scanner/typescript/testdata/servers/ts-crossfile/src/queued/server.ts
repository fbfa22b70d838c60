// Tools over the queued store, with the context the service's functions take.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Store } from "./store.js";
import { keepRow, removeRow, renameRow, type Context } from "./service.js";

class Tags {
  async tag(id: string): Promise<void> {
    if (id === "") {
      // FINE: the context's label is typed with an interface; nothing says it is a Tags.
      throw new Error("An id is required");
    }
  }
}

const context: Context = { store: new Store(), label: new Tags() };
const server = new McpServer({ name: "rows", version: "1.0.0" });

server.registerTool("keep-row", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return keepRow(id, context);
});

server.registerTool("remove-row", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return removeRow(id, context);
});

server.registerTool("rename-row", { inputSchema: { id: z.string(), to: z.string() } }, async ({ id, to }) => {
  return renameRow(id, to, context);
});
