// A high-level server that registers a function imported through a barrel (tools/index.ts):
// the function is the tool, though the barrel defines nothing.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { lookupRecord } from "./tools/index.js";

const server = new McpServer({ name: "records", version: "1.0.0" });
server.registerTool("lookup_record", { inputSchema: { id: z.string() } }, lookupRecord);
