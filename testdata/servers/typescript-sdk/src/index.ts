import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { toolError } from "./errors.js";
import { Tracker } from "./tracker.js";

const server = new McpServer({ name: "issues", version: "0.3.0" });
const tracker = new Tracker(process.env.TRACKER_URL ?? "http://localhost:8080");

server.registerTool(
  "get_issue",
  { description: "Read one issue", inputSchema: { id: z.number().int() } },
  async ({ id }) => {
    if (id <= 0) {
      return toolError(`id must be positive, got ${id}`, "E_ARG");
    }
    const issue = await tracker.get(id);
    if (!issue) {
      return toolError(`no issue ${id}; list_issues shows the ids`, "E_NOT_FOUND");
    }
    return { content: [{ type: "text", text: JSON.stringify(issue) }] };
  },
);

server.registerTool(
  "close_issue",
  { description: "Close an issue", inputSchema: { id: z.number().int(), reason: z.string() } },
  async ({ id, reason }) => {
    try {
      await tracker.close(id, reason);
      return { content: [{ type: "text", text: `closed ${id}` }] };
    } catch (err) {
      // The failure is returned as an ordinary result: clients see isError false.
      return { content: [{ type: "text", text: `Error: ${(err as Error).message}` }] };
    }
  },
);

server.registerTool(
  "label_issue",
  { description: "Add a label", inputSchema: { id: z.number().int(), label: z.string() } },
  async ({ id, label }) => {
    if (!label.trim()) {
      return {
        isError: true,
        content: [{ type: "text", text: JSON.stringify({ error: "empty label", field: "label" }) }],
      };
    }
    if (await tracker.isLocked(id)) {
      // The SDK turns a throw in a registerTool callback into an isError result.
      throw new Error(`issue ${id} is locked; ask a maintainer to unlock it`);
    }
    await tracker.label(id, label);
    return { content: [{ type: "text", text: `labelled ${id}` }] };
  },
);

server.registerTool(
  "count_issues",
  {
    description: "Count open issues",
    inputSchema: { project: z.string() },
    outputSchema: { open: z.number() },
  },
  async ({ project }) => {
    const n = await tracker.count(project);
    if (n === undefined) {
      return {
        isError: true,
        content: [{ type: "text", text: `unknown project ${project}` }],
        structuredContent: { code: "E_PROJECT" },
      };
    }
    return { content: [{ type: "text", text: String(n) }], structuredContent: { open: n } };
  },
);

await server.connect(new StdioServerTransport());
