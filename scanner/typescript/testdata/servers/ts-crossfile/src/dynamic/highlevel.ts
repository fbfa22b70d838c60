// A high-level server that loads its tool functions with a top-level await import and registers
// them by member (lookup.find) and by destructured name (archive).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const lookup = await import("./lookup.js");
const { archive } = await import("./lookup.js");

const server = new McpServer({ name: "dynamic-tools", version: "1.0.0" });
server.registerTool("find", { inputSchema: { id: z.string() } }, lookup.find);
server.registerTool("archive", { inputSchema: { id: z.string() } }, archive);
