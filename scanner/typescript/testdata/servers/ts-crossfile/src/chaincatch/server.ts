// Tools whose own promise chains rethrow a failure from a catch callback.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const bins: { empty(id: string): Promise<void>; audit(id: string): Promise<void> };

const server = new McpServer({ name: "bins", version: "1.0.0" });

server.registerTool("empty_bins", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const done: string[] = [];
  for (const id of ids) {
    await bins.empty(id).catch((error) => {
      // BAD: the awaited chain rejects, and the tool's promise with it.
      throw new Error(`Emptied ${done.length} bin(s) before ${id} failed: ${String(error)}`); // want: raisederror function=empty_bins
    });
    done.push(id);
  }
  return { content: [{ type: "text", text: `Emptied ${done.length} bin(s)` }] };
});

server.registerTool("audit_bin", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: nobody waits for the chain; its rejection never reaches the tool's result.
  void bins.audit(id).catch((error) => {
    throw new Error(`audit of ${id} failed: ${String(error)}`);
  });
  try {
    await bins.empty(id).catch((error) => {
      // FINE: the try around the await answers it.
      throw new Error(`emptying ${id} failed: ${String(error)}`);
    });
  } catch (error) {
    return { content: [{ type: "text", text: `Could not empty ${id}: ${String(error)}` }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: `Auditing ${id}` }] };
});
