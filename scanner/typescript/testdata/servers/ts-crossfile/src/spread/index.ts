// A server that hands the handlers of tool tables, other modules' spread into one array and one
// of its own, to the SDK as they are: McpServer turns what such a handler throws into an isError
// result, as it does for a callback written in the registration, and sends what it returns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { trackTools } from "./tracks.js";
import { deviceTools } from "./devices.js";
import { draftTools } from "./drafts.js";
import { lookupStatus } from "./status.js";

const server = new McpServer({ name: "player", version: "1.0.0" });

[...trackTools, ...deviceTools].forEach((tool) => {
  server.tool(tool.name, tool.description, tool.schema, tool.handler);
});

// A function of another module, registered as it is.
server.tool("status", "Status of a player", { id: z.string() }, lookupStatus);

// FINE: the callback answers what a draft handler throws with isError.
draftTools.forEach((tool) => {
  server.tool(tool.name, tool.description, tool.schema, async (args: any) => {
    try {
      return await tool.handler(args);
    } catch (error) {
      return { content: [{ type: "text" as const, text: `${tool.name} failed: ${error}` }], isError: true }; // want: errorresult
    }
  });
});

// A table of this file, registered the same way.
const localTools = [
  {
    name: "volume",
    description: "Set the volume",
    schema: { level: z.number() },
    handler: async ({ level }: { level: number }) => {
      if (level > 100) {
        // An isError result, made by the SDK from what the handler throws.
        throw new Error(`volume ${level} is above 100`); // want: raisederror function=volume related=33,48
      }
      return { content: [{ type: "text" as const, text: `volume ${level}` }] };
    },
  },
];

for (const tool of localTools) {
  server.tool(tool.name, tool.description, tool.schema, tool.handler);
}
