// Registers the job tools; each tool returns what its class's execute returns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CancelJobTool, JobLogTool, TimeJobTool } from "./tools.js";
import { withJobs, type JobContext } from "./base.js";

declare const ctx: JobContext;
const server = new McpServer({ name: "jobs", version: "1.0.0" });
const logTool = new JobLogTool();
const cancelTool = new CancelJobTool();
const timeTool = new TimeJobTool();

server.registerTool("job_log", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // The tools return what their execute returns.
  return await logTool.execute({ id }, ctx);
});
server.registerTool("cancel_job", { inputSchema: { id: z.string() } }, async ({ id }) => cancelTool.execute({ id }, ctx));
server.registerTool("time_job", { inputSchema: { id: z.string() } }, async ({ id }) => timeTool.execute({ id }, ctx));

server.registerTool("job_state", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return withJobs(ctx, async (jobs) => {
    const job = await jobs.get(id);
    if (job.state === "lost") {
      // BAD: withJobs (another module's) returns the callback's result as the tool's.
      return { content: [{ type: "text", text: `Error: job ${id} is lost` }] }; // want: softerror related=src/jobs/base.ts:36,21
    }
    return { content: [{ type: "text", text: job.state }] };
  });
});

server.registerTool("touch_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: the tool answers on its own; what the callback returns is not its result.
  await withJobs(ctx, async () => {
    return { content: [{ type: "text", text: `Error: job ${id} is lost` }] };
  });
  return { content: [{ type: "text", text: `touched ${id}` }] };
});
