// A tool that runs the sync job with a disk shelf.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runJob } from "./job.js";
import { Shelf } from "./types.js";

// Built at start-up from the configuration (a DiskShelf, or none).
declare const configured: Shelf | null;

const server = new McpServer({ name: "shelves", version: "1.0.0" });

server.registerTool(
  "sync_shelf",
  { description: "Sync the shelf", inputSchema: { dir: z.string() } },
  async ({ dir }) => {
    const text = await runJob({ shelf: configured, store: new Map([["dir", dir]]) });
    return { content: [{ type: "text", text }] };
  },
);
