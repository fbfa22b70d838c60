// Tool functions of another module that each build a whole result, the flag through a helper
// or a literal.
export interface OpResult {
  content: Array<{ type: "text"; text: string }>;
  isError?: boolean;
}

function respond(text: string, isError: boolean = false): OpResult {
  return { content: [{ type: "text", text }], isError }; // want: errorresult
}

export async function startJob(id: string): Promise<OpResult> {
  if (!id) {
    return respond("Error: job id is required", true);
  }
  return respond(`started ${id}`);
}

export async function stopJob(id: string): Promise<OpResult> {
  if (!id) {
    return { content: [{ type: "text", text: "no such job" }], isError: true }; // want: errorresult
  }
  return respond(`stopped ${id}`);
}

// Never sets the flag: serializing its result loses nothing.
export async function listJobs(): Promise<OpResult> {
  return respond("job-1, job-2", false);
}
