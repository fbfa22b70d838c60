// Tool functions kept as members of an exported object: a server's handler table names each
// one as `jobHandlers.start`, and its tools/call handler returns what the function returns.
declare const queue: {
  submit(name: string): Promise<{ id: string }>;
  wait(id: string): Promise<{ status: string; failure?: unknown; done?: string[] }>;
};

export const jobHandlers = {
  start: async (args: { name: string }) => {
    const job = await queue.submit(args.name);
    const state = await queue.wait(job.id);
    // BAD: a failed job is told in a branch of the text, and nothing sets isError.
    return { // want: softerror related=src/getter/server.ts:28
      content: [
        {
          type: "text",
          text: `Job finished with status: ${state.status}. ${
            state.status === "failed" ? `Error: ${JSON.stringify(state.failure)}` : `Processed ${state.done?.length || 0} items.`
          }`,
        },
      ],
    };
  },

  cancel: async (args: { id: string }) => {
    const state = await queue.wait(args.id);
    if (state.status === "failed") {
      // FINE: isError is set.
      return { content: [{ type: "text", text: `Cancel failed: ${String(state.failure)}` }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text", text: `Cancelled ${args.id}` }] };
  },
};

// FINE: no table holds this object; no tool returns what its function returns.
export const spareHandlers = {
  retry: async (args: { id: string }) => {
    const state = await queue.wait(args.id);
    return { content: [{ type: "text", text: state.status === "failed" ? `Error: ${String(state.failure)}` : "Retried" }] };
  },
};

export const auditHandlers = {
  verify: async (args: { id: string }) => {
    const state = await queue.wait(args.id);
    // FINE: server2.ts tests the text and sets isError on a failure.
    return { content: [{ type: "text", text: state.status === "failed" ? `Error: ${String(state.failure)}` : "Verified" }] };
  },
};
