// A tool function that answers a request it cannot serve as a success: the tools/call handler
// returns what the breaker's run returns, which is what the function it runs returns, inside the
// request wrapper, which returns what the breaker returns for it in turn.
declare function mode(): string;

export async function handleStatus(args: { target: string }) {
  if (mode() === "offline") {
    // BAD: no isError; the model reads a failure as the answer.
    return { content: [{ type: "text" as const, text: `Status is not available in offline mode for ${args.target}.` }] }; // want: softerror related=src/breaker/server.ts:28,src/breaker/tools.ts:7
  }
  return { content: [{ type: "text" as const, text: `${args.target}: up` }] };
}
