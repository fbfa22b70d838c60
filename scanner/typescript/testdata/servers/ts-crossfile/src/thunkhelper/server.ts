import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runTool, runFlagged, runPartial } from "./errors.js";

declare function lookup(id: string): Promise<{ zone: string }>;

const server = new McpServer({ name: "thunks", version: "1.0.0" });

server.tool("zone", { id: z.string() }, async ({ id }) => {
  return runTool(
    async () => {
      const res = await lookup(id);
      return { content: [{ type: "text", text: `Zone: ${res.zone}` }] };
    },
    { contextMessage: "Zone lookup failed" },
  );
});

server.tool("zone_name", { id: z.string() }, async ({ id }) =>
  runTool(async () => ({ content: [{ type: "text", text: (await lookup(id)).zone }] }), { contextMessage: "Lookup" }),
);

server.tool("zone_flagged", { id: z.string() }, async ({ id }) =>
  runFlagged(async () => ({ content: [{ type: "text", text: (await lookup(id)).zone }] }), "Lookup"),
);

server.tool("zone_partial", { id: z.string() }, async ({ id }) =>
  runPartial(async () => [(await lookup(id)).zone], []),
);

// GOOD for the rule: the caught error is a warning beside the rows read before it.
server.tool("zone_rows", { id: z.string() }, async ({ id }) => {
  const seen: string[] = [];
  try {
    seen.push((await lookup(id)).zone);
    return { content: [{ type: "text", text: seen.join("\n") }] };
  } catch (error) {
    const reason = String(error);
    return { content: [{ type: "text", text: `${seen.join("\n")}\n⚠️ Partial: ${reason}` }] };
  }
});

// The caught error, held in a local, is all the tool answers.
server.tool("zone_held", { id: z.string() }, async ({ id }) => {
  try {
    return { content: [{ type: "text", text: (await lookup(id)).zone }] };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { content: [{ type: "text", text: `Zone ${id}: ${reason}` }] }; // want: softerror related=src/thunkhelper/server.ts:48
  }
});
