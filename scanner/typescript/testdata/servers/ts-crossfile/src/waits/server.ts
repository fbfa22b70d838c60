// Tools that poll a job until it ends or their time is up.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function jobState(id: number): Promise<string>;

const server = new McpServer({ name: "jobs", version: "1.0.0" });

server.registerTool("wait_for_job", { inputSchema: { id: z.number(), timeoutMs: z.number().optional() } }, async ({ id, timeoutMs = 5000 }) => {
  const start = Date.now();
  let done = false;
  while (!done && Date.now() - start < timeoutMs) {
    done = (await jobState(id)) === "done";
  }
  if (!done) {
    // BAD: the wait ran out before the job ended, and nothing sets isError.
    return { content: [{ type: "text", text: `Job ${id} did not complete within the timeout period of ${timeoutMs}ms` }] }; // want: softerror
  }
  return { content: [{ type: "text", text: `Job ${id} is done` }] };
});

server.registerTool("job_status", { inputSchema: { id: z.number() } }, async ({ id }) => {
  const state = await jobState(id);
  if (state !== "done") {
    // FINE: a job still running is a status, not a failure of the tool.
    return { content: [{ type: "text", text: `Job ${id} has not completed yet` }] };
  }
  return { content: [{ type: "text", text: `Job ${id} is done` }] };
});
