// A registry that calls the handler object's method in the callback itself.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CountNotesHandler } from "./handlers/count.js";

export class DirectRegistry {
  static tools = [
    {
      name: "count-notes",
      description: "Count the notes of a folder",
      schema: z.object({ folder: z.string() }),
      handler: CountNotesHandler,
    },
  ];

  static registerAll(server: McpServer) {
    DirectRegistry.tools.forEach((tool) => {
      server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema.shape }, async (args: any) => {
        const handler = new tool.handler();
        return handler.runTool(args, "direct");
      });
    });
  }
}
