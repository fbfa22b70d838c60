// A tool table whose handlers hand their arguments on to helpers in an object; the loop
// registers each entry with its own schema, so each handler gets what that schema let through.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listJobs, listTags, listNotes, listRuns } from "./jobs.js";

export const jobTools = [
  {
    name: "list_jobs",
    description: "List jobs",
    annotations: { readOnlyHint: true },
    handler: async ({ state, kind, owner }) => {
      return await listJobs({ state, type: kind, owner });
    },
    schema: {
      state: z.enum(["OPEN", "DONE", "ALL"]).optional().default("OPEN"),
      kind: z.enum(["short", "long"]).optional().default("short"),
      owner: z.string().optional(),
    },
  },
  {
    name: "list_tags",
    description: "List tags",
    annotations: {},
    // The enum allows a value the helper's list lacks.
    handler: async (args) => listTags(args),
    schema: { state: z.enum(["OPEN", "DONE", "LATER"]) },
  },
  {
    name: "list_notes",
    description: "List notes",
    annotations: {},
    // The argument is changed on the way.
    handler: async ({ state }) => listNotes({ state: state.toLowerCase() }),
    schema: { state: z.enum(["OPEN", "DONE"]) },
  },
];

export function registerJobTools(server) {
  jobTools.forEach((tool) => {
    const wrapped = async (params) => {
      return await tool.handler(params);
    };
    server.tool(tool.name, tool.description, tool.schema, tool.annotations, wrapped);
  });
}

const server = new McpServer({ name: "jobs", version: "1.0.0" });
registerJobTools(server);

// A McpServer callback hands its validated arguments on in an object too.
server.tool("list_runs", "List runs", { mode: z.enum(["fast", "slow"]), label: z.string() },
  async ({ mode, label }) => listRuns({ mode, label }));
