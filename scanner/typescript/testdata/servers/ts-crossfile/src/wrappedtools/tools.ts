import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createToolHandler, timed } from "./utils.js";

declare const calls: { get(id: string): Promise<{ id: string }> };

export function registerCallTools(server: McpServer) {
  server.tool(
    "get_call",
    "Get a call",
    { id: z.string() },
    createToolHandler(async (data: { id: string }) => {
      if (!data.id) {
        // FINE: createToolHandler's catch answers it (with its own problem, above).
        throw new Error("id is required");
      }
      try {
        return await calls.get(data.id);
      } catch (error) {
        throw error; // FINE: the same catch answers the rethrow.
      }
    }),
  );
  server.tool(
    "delete_call",
    "Delete a call",
    { id: z.string() },
    timed(async (data: { id: string }) => {
      if (!data.id) {
        // An isError result: timed lets the throw through to the SDK.
        throw new Error("id is required"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: `deleted ${data.id}` }] };
    }),
  );
}
