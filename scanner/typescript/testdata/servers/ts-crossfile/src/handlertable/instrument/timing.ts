// A wrapper that times the handler it is given and hands back what it returns and throws.
export type Handler = (args: any, extra: any) => Promise<any>;

export function timeHandler(name: string, handler: Handler): Handler {
  return async (args, extra) => {
    const started = Date.now();
    try {
      return await handler(args, extra);
    } finally {
      console.error(`${name} took ${Date.now() - started}ms`);
    }
  };
}

// A wrapper that turns what the handler throws into an isError result.
export function withErrorResult(handler: Handler): Handler {
  return async (args, extra) => {
    try {
      return await handler(args, extra);
    } catch (e) {
      return { content: [{ type: "text" as const, text: String(e) }], isError: true }; // want: errorresult
    }
  };
}
