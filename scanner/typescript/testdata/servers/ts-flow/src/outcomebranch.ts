// A condition on the outcome of an operation picks between two texts of one answer: the branch
// taken on success says so, and the other branch is then the failure, whatever its words.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const jobs: {
  cancel(id: string): boolean;
  drop(id: string): Promise<boolean>;
  stop(id: string): Promise<{ success: boolean }>;
  purge(queue: string): Promise<boolean>;
  lookup(q: string): string[];
  save(id: string): Promise<boolean>;
  apply(id: string): Promise<boolean>;
};

const server = new McpServer({ name: "jobs", version: "1.0.0" });

server.registerTool("cancel_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const cancelled = jobs.cancel(id);
  // BAD: a ternary on the outcome; the branch taken when nothing was cancelled is the failure.
  // The finding stands on that branch, where the failure is given, the return in related.
  return {
    content: [{
      type: "text",
      text: cancelled
        ? `Job ${id} cancelled successfully`
        : `There is no running job with id ${id}`, // want: softerror related=22,26
    }],
  };
});

server.registerTool("drop_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await jobs.drop(id);
  // BAD: if/else returns; the else answers the failure as a success.
  if (ok) {
    return { content: [{ type: "text", text: `Dropped job ${id}.` }] };
  } else {
    return { content: [{ type: "text", text: `Job ${id} is unknown or already gone.` }] }; // want: softerror related=36
  }
});

server.registerTool("stop_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const result = await jobs.stop(id);
  // BAD: a negated outcome returns early; the answer after the if is the success one.
  if (!result.success) {
    return { content: [{ type: "text", text: `Job ${id} is not running` }] }; // want: softerror related=48
  }
  return { content: [{ type: "text", text: `✅ Job ${id} stopped` }] };
});

server.registerTool("purge_queue", { inputSchema: { queue: z.string() } }, async ({ queue }) => {
  let message: string;
  // BAD: each branch assigns the text the return sends.
  if (await jobs.purge(queue)) {
    message = `Queue ${queue} purged successfully`;
  } else {
    message = `Queue ${queue} is held by another worker`;
  }
  return { content: [{ type: "text", text: message }] }; // want: softerror related=57
});

server.registerTool("find_jobs", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const found = jobs.lookup(q).length > 0;
  // FINE: an empty result is an answer; "Found" says nothing was done.
  return { content: [{ type: "text", text: found ? "Found 3 items" : "No items match" }] };
});

server.registerTool("save_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await jobs.save(id);
  // FINE: both branches say the work was done.
  return { content: [{ type: "text", text: ok ? "Saved" : "Saved (cached)" }] };
});

server.registerTool("apply_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const applied = await jobs.apply(id);
  // FINE: nothing failed; the job was already in the wanted state.
  return { content: [{ type: "text", text: applied ? `Job ${id} updated` : `No changes: job ${id} is up to date` }] };
});

server.registerTool("cancel_quiet", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const done = jobs.cancel(id);
  // FINE: the job had finished already, the state the client asked for.
  return { content: [{ type: "text", text: done ? `Job ${id} terminated` : `Job ${id} had already finished` }] };
});

server.registerTool("prune_jobs", { inputSchema: { dryRun: z.boolean() } }, async ({ dryRun }) => {
  // FINE: the condition is an option, not the outcome of an operation.
  return { content: [{ type: "text", text: dryRun ? "Would delete 3 jobs" : "Deleted 3 jobs" }] };
});

server.registerTool("drop_flagged", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await jobs.drop(id);
  // FINE: isError follows the outcome.
  return { content: [{ type: "text", text: ok ? `Dropped job ${id}` : `Job ${id} is unknown` }], isError: !ok };
});

declare function askToProceed(what: string): Promise<boolean>;

server.registerTool("restart_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // BAD: the success answer returns early; what follows is the failure.
  if (await jobs.drop(id)) {
    return { content: [{ type: "text", text: `Job ${id} restarted` }] };
  }
  return { content: [{ type: "text", text: `Job ${id} is locked` }] }; // want: softerror related=102
});

server.registerTool("drop_approved", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: the user said no; the answer reports the user's choice, not a failed operation.
  if (!(await askToProceed(`drop ${id}`))) {
    return { content: [{ type: "text", text: `Dropping ${id} was refused` }] };
  }
  await jobs.drop(id);
  return { content: [{ type: "text", text: `Dropped job ${id}` }] };
});

server.registerTool("job_log", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const log = jobs.lookup(id).join("\n").trim();
  // FINE: the condition tests data (what a transform gives), not the outcome of an operation.
  return { content: [{ type: "text", text: log ? `Job ${id} completed:\n${log}` : `Job ${id} completed with no output` }] };
});

server.registerTool("create_job_file", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const created = await jobs.save(id);
  // FINE: the file is there either way, the state the client asked for.
  return { content: [{ type: "text", text: created ? `Job file ${id} created` : `Job file ${id} exists` }] };
});

declare const sessions: { current(): string | undefined; close(token: string): Promise<void> };

server.registerTool("disconnect", {}, async () => {
  const token = sessions.current();
  if (!token) {
    // FINE: the wanted state is there already; nothing failed.
    return { content: [{ type: "text", text: "Not connected; nothing to disconnect." }] };
  }
  await sessions.close(token);
  return { content: [{ type: "text", text: "Disconnected" }] };
});

server.registerTool("send_report", {}, async () => {
  const token = sessions.current();
  if (!token) {
    // BAD: the report was not sent; nothing says the wanted state is there.
    return { content: [{ type: "text", text: "Not connected; the report was not sent." }] }; // want: softerror
  }
  await sessions.close(token);
  return { content: [{ type: "text", text: "Report sent" }] };
});

declare const logs: { get(id: string): string | undefined };

server.registerTool("read_job_log", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const entry = logs.get(id);
  // BAD: one branch of a conditional reports a failure in words; the finding stands on that
  // branch, below a success branch of several lines, the return in related.
  return {
    content: [{
      type: "text",
      text: entry
        ? `Log of job ${id}:\n` +
          `${entry}\n` +
          `(end of log)`
        : `Failed to read the log of job ${id}`, // want: softerror related=156
    }],
  };
});

server.registerTool("halt_job", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const stopped = await jobs.drop(id);
  // BAD, and the finding stays at the return: the conditional is bound to a local above it,
  // outside the result the return writes.
  const text = stopped
    ? `Job ${id} halted successfully`
    : `Job ${id} could not be halted`;
  return { content: [{ type: "text", text }] }; // want: softerror
});
