// A table of tools whose entries hold a zod schema, iterated by a registration that parses the
// call's arguments with the entry's schema before it runs the entry's handler: each handler's
// argument holds what its own entry's schema lets through, so a test of it that such a value
// never meets cannot hold. Beside them, the tests that can: a member the schema leaves
// optional, a member another entry's schema types, a parse whose value the callback changes, a
// handler called with the arguments as they came, a parse after the call.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "entries", version: "1.0.0" });

const entryTools = [
  {
    name: "find",
    schema: z.object({ query: z.string(), limit: z.number().int(), tags: z.array(z.string()) }),
    handler: async (args: { query: unknown; limit: unknown; tags: unknown; page?: unknown }) => {
      if (typeof args.query !== "string") {
        throw new Error("query must be a string"); // GOOD: a z.string() of this entry's schema
      }
      if (typeof args.limit !== "number") {
        throw new Error("limit must be a number"); // GOOD: a z.number()
      }
      if (!Array.isArray(args.tags)) {
        throw new Error("tags must be a list"); // GOOD: a z.array
      }
      if (typeof args.page !== "number") {
        throw new Error("page must be a number"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: String(args.query) }] };
    },
  },
  {
    name: "open",
    schema: z.object({ id: z.string().optional() }),
    handler: async (args: { id: unknown; query?: unknown }) => {
      if (typeof args.id !== "string") {
        throw new Error("id must be a string"); // want: raisederror
      }
      if (typeof args.query !== "string") {
        throw new Error("query must be a string"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: String(args.id) }] };
    },
  },
];

for (const tool of entryTools) {
  server.registerTool(tool.name, { inputSchema: tool.schema.shape }, async (args: unknown) => {
    const input = tool.schema.parse(args);
    return tool.handler(input);
  });
}

const rawTools = [
  {
    name: "raw",
    schema: z.object({ query: z.string() }),
    run: async (args: { query: unknown }) => {
      if (typeof args.query !== "string") {
        throw new Error("query must be a string"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: String(args.query) }] };
    },
  },
  {
    name: "late",
    schema: z.object({ query: z.string() }),
    run: async (args: { query: unknown }) => {
      if (typeof args.query !== "string") {
        throw new Error("query must be a string"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: String(args.query) }] };
    },
  },
];

for (const tool of rawTools) {
  server.registerTool(tool.name, { inputSchema: tool.schema.shape }, async (args: any) => {
    const input = tool.schema.parse(args);
    input.query = String(args.count); // the parsed value changed before the call
    await tool.run(args); // the arguments as they came, unparsed
    return tool.run(input);
  });
}

// An exported table: another module may call its handlers with anything.
export const sharedTools = [
  {
    name: "shared",
    schema: z.object({ query: z.string() }),
    handler: async (args: { query: unknown }) => {
      if (typeof args.query !== "string") {
        throw new Error("query must be a string"); // want: raisederror
      }
      return { content: [{ type: "text" as const, text: String(args.query) }] };
    },
  },
];

sharedTools.forEach((tool) => {
  server.registerTool(tool.name, { inputSchema: tool.schema.shape }, async (args: unknown) => {
    const input = tool.schema.parse(args);
    return tool.handler(input);
  });
});
