// A job runner with no MCP import: some of its functions answer their own failures, others
// let them through.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export class Runner {
  // Its whole body is in a try whose catch answers with an isError result: it never throws.
  async run(job: string): Promise<CallToolResult> {
    try {
      const out = await fetch(`https://jobs.example/run/${job}`);
      return { content: [{ type: "text", text: await out.text() }] };
    } catch (error) {
      console.error(`job ${job} failed`, error);
      return { content: [{ type: "text", text: `job ${job} failed: ${String(error)}` }], isError: true }; // want: errorresult
    }
  }

  // Its catch throws again: what the try throws leaves it. FINE here: the stop tool's catch
  // throws a new error in its place, whose finding names this throw.
  async stop(job: string): Promise<CallToolResult> {
    try {
      await fetch(`https://jobs.example/stop/${job}`, { method: "POST" });
      return { content: [{ type: "text", text: `stopped ${job}` }] };
    } catch (error) {
      throw new Error(`could not stop ${job}: ${error}`);
    }
  }
}

// A function that catches its own failures, logging before its try.
export async function runSafely(job: string): Promise<CallToolResult> {
  console.log(`running ${job}`);
  try {
    const out = await fetch(`https://jobs.example/run/${job}`);
    return { content: [{ type: "text", text: await out.text() }] };
  } catch (error) {
    return { content: [{ type: "text", text: `job ${job} failed: ${String(error)}` }], isError: true }; // want: errorresult
  }
}

// Its library call before the try may throw.
export async function runLoose(job: string): Promise<CallToolResult> {
  const url = new URL(job, "https://jobs.example/run/");
  try {
    const out = await fetch(url);
    return { content: [{ type: "text", text: await out.text() }] };
  } catch (error) {
    return { content: [{ type: "text", text: `job ${job} failed: ${String(error)}` }], isError: true }; // want: errorresult
  }
}

// Its try hands back the promise of a call without awaiting it: a rejection leaves the
// function, which its catch never sees.
export async function runDeferred(job: string): Promise<Response | null> {
  try {
    return fetch(`https://jobs.example/run/${job}`);
  } catch (error) {
    console.error(`job ${job} failed`, error);
    return null;
  }
}

// The same with the promise held in a local first.
export async function runDeferredLocal(job: string): Promise<Response | null> {
  try {
    const pending = fetch(`https://jobs.example/run/${job}`);
    return pending;
  } catch (error) {
    return null;
  }
}
