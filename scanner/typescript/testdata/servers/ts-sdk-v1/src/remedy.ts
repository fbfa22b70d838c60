// An empty answer that tells how to set up what was not found: the operation asked for cannot
// be done until then.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function readSettings(project: string): Promise<{ rollbackPipelineId?: string; tags: string[] }>;

export function registerRollback(server: McpServer) {
  server.tool("roll_back", "Roll a project back", { project: z.string() }, async ({ project }) => {
    const settings = await readSettings(project);
    if (!settings.rollbackPipelineId) {
      return { content: [{ type: "text" as const, text: "No rollback pipeline found for this project. You may need to configure a rollback pipeline first." }] }; // want: softerror function=roll_back
    }
    return { content: [{ type: "text" as const, text: `rolled back ${project}` }] };
  });

  server.tool("list_tags", "List a project's tags", { project: z.string() }, async ({ project }) => {
    const settings = await readSettings(project);
    if (settings.tags.length === 0) {
      return { content: [{ type: "text" as const, text: "No tags found for this project. Try another project." }] }; // FINE: an empty answer, its hint is a search's
    }
    return { content: [{ type: "text" as const, text: settings.tags.join(", ") }] };
  });
}
