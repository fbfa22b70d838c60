// A factory no registration uses: what its built handler throws reaches no tool.
export function retryHandler(times: number) {
  return async (args: { id?: string }) => {
    if (!args.id) {
      throw new Error("id is required"); // FINE: no registration gives what retryHandler builds
    }
    return { content: [{ type: "text" as const, text: `retried ${args.id} ${times} times` }] };
  };
}
