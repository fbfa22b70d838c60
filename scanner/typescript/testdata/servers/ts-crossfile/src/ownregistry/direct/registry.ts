// A registry kept in an array: a dispatcher finds the entry by name and runs it, with no try.
export type Job = { name: string; schema: unknown; run: (args: any) => Promise<unknown> };

const jobs: Job[] = [];

export function defineJob(job: Job): void {
  jobs.push(job);
}

export async function runJob(name: string, args: unknown) {
  const job = jobs.find((j) => j.name === name);
  if (!job) {
    // FINE: an unknown tool, a protocol error by the specification.
    throw new Error(`Unknown tool: ${name}`);
  }
  return job.run(args);
}
