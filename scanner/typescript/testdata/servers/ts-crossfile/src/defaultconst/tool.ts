import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import fetchLogs from "./logs.js";
import readSteps from "./steps.js";

export function registerLogs(server: McpServer) {
  server.tool("get_logs", "Get logs", { id: z.string() }, async ({ id }) => {
    const logs = await fetchLogs({ id });
    const steps = await readSteps(id);
    return { content: [{ type: "text", text: `${logs} ${steps.join(",")}` }] };
  });
}
