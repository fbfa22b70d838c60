// A registry whose callback runs the handler object inside a try whose catch answers with
// isError: nothing its handler classes throw reaches the SDK.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { ExportNotesHandler } from "./handlers/export.js";

export class SafeRegistry {
  private static tools = [
    {
      name: "export-notes",
      description: "Export the notes of a folder",
      schema: z.object({ folder: z.string() }),
      handler: ExportNotesHandler,
    },
  ];

  static registerAll(server: McpServer, run: (handler: any, args: any) => Promise<any>) {
    for (const tool of SafeRegistry.tools) {
      server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema.shape }, async (args: any) => {
        try {
          const handler = new tool.handler();
          return await run(handler, args);
        } catch (error) {
          return { content: [{ type: "text" as const, text: `${tool.name} failed: ${error}` }], isError: true }; // want: errorresult
        }
      });
    }
  }
}
