// Job tools whose work runs in a callback handed to an inherited method, which returns the
// callback's result as the tool's. Each finding names the return of the one tool that returns
// its class's execute, not every tool that returns an execute of this module.
import { JobTool, type JobContext } from "./base.js";
import { reply } from "./reply.js";

export class JobLogTool extends JobTool {
  async execute(args: Record<string, string>, ctx: JobContext) {
    return this.guarded(ctx, async (jobs) => {
      const job = await jobs.get(args.id);
      let log;
      try {
        log = await job.log();
      } catch {
        log = "Unable to read the job log";
      }
      // BAD: the catch's text goes out as the log, through guarded, as a success.
      return reply([`Job ${args.id}: ${job.state}`, `Log: ${log.slice(0, 2000)}`]); // want: softerror related=src/jobs/base.ts:19,src/jobs/reply.ts:3,src/jobs/server.ts:15,15,9
    });
  }
}

export class CancelJobTool extends JobTool {
  async execute(args: Record<string, string>, ctx: JobContext) {
    return await this.guarded(ctx, async (jobs) => {
      if (!(await jobs.cancel(args.id))) {
        // BAD: a failure result without isError, passed on by guarded.
        return { content: [{ type: "text", text: `Failed to cancel job ${args.id}` }] }; // want: softerror related=src/jobs/base.ts:19,src/jobs/server.ts:17,25
      }
      return reply([`cancelled ${args.id}`]);
    });
  }
}

export class TimeJobTool extends JobTool {
  async execute(args: Record<string, string>) {
    return this.timed(async (jobs) => {
      // FINE: timed answers on its own; this result never reaches the client.
      return { content: [{ type: "text", text: `Failed to time job ${args.id}` }] };
    });
  }
}
