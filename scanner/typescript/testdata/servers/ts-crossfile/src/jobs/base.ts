// The base class of the job tools and a helper: each hands back what the callback it is given
// returns, or answers on its own.
export interface JobContext {
  ready: boolean;
  jobs: { get(id: string): Promise<{ log(): Promise<string>; state: string }>; cancel(id: string): Promise<boolean> };
}

type Op<T> = (jobs: JobContext["jobs"]) => Promise<T>;

export abstract class JobTool {
  abstract execute(args: Record<string, string>, ctx: JobContext): Promise<unknown>;

  // Passes the callback's result on: what the callback returns is the tool's answer.
  protected async guarded<T>(ctx: JobContext, op: Op<T>) {
    if (!ctx.ready) {
      return { content: [{ type: "text", text: "The job service is not ready" }], isError: true }; // want: errorresult
    }
    try {
      return await op(ctx.jobs);
    } catch (e) {
      return { content: [{ type: "text", text: `Job call failed: ${String(e)}` }], isError: true }; // want: errorresult
    }
  }

  // Runs the callback for its effect and answers on its own.
  protected async timed<T>(op: Op<T>) {
    const started = Date.now();
    await op({} as JobContext["jobs"]);
    return { content: [{ type: "text", text: `took ${Date.now() - started} ms` }] };
  }
}

// The same, as a function of the module.
export async function withJobs<T>(ctx: JobContext, op: Op<T>) {
  const result = await op(ctx.jobs);
  return result;
}
