// A registry class whose static table names a handler class per tool. Each registration callback
// parses the arguments, runs the entry's own preparation when it has one, makes an instance of
// the entry's class and hands it to the function the server passed in, which calls the
// instance's runTool: what runTool throws, and what the base class's methods it calls throw,
// reaches the SDK, which makes it an isError result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { BaseHandler } from "./handlers/base.js";
import { ListNotesHandler } from "./handlers/list.js";
import { AddNoteHandler } from "./handlers/add.js";

interface ToolDefinition {
  name: string;
  description: string;
  schema: z.ZodObject<any>;
  handler: new () => BaseHandler;
  prepare?: (args: any) => Promise<any>;
}

type Runner = (handler: any, args: any) => Promise<any>;

export class ToolRegistry {
  private static tools: ToolDefinition[] = [
    {
      name: "list-notes",
      description: "List the notes of a folder",
      schema: z.object({ folder: z.string() }),
      handler: ListNotesHandler,
    },
    {
      name: "add-note",
      description: "Add a note",
      schema: z.object({ title: z.string(), tags: z.string() }),
      handler: AddNoteHandler,
      prepare: async (args: { title: string; tags: string }) => {
        if (!args.tags.startsWith("[")) {
          return { ...args, tags: [args.tags] };
        }
        try {
          const tags = JSON.parse(args.tags);
          if (!Array.isArray(tags)) {
            throw new Error("tags must be a JSON array"); // the catch's new error stands for it
          }
          return { ...args, tags };
        } catch (error) {
          throw new Error(`invalid tags: ${error instanceof Error ? error.message : String(error)}`); // want: raisederror related=42,59,61
        }
      },
    },
  ];

  static registerAll(server: McpServer, run: Runner) {
    for (const tool of this.tools) {
      this.registerOne(server, tool, run);
    }
  }

  private static registerOne(server: McpServer, tool: ToolDefinition, run: Runner) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema.shape }, async (args: any) => {
      const parsed = tool.schema.parse(args);
      const prepared = tool.prepare ? await tool.prepare(parsed) : parsed;
      const handler = new tool.handler();
      return run(handler, prepared);
    });
  }
}
