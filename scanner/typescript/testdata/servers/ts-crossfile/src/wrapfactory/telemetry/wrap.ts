// A wrapper factory that times every tool's handler and rethrows what the handler throws.
export type Handler = (args: any, extra: any) => Promise<any>;

const counts: Record<string, number> = {};

export function wrapHandler(name: string, handler: Handler): Handler {
  return async (args, extra) => {
    const start = Date.now();
    try {
      return await handler(args, extra);
    } catch (error) {
      counts[name] = (counts[name] ?? 0) + 1;
      throw error; // want: raisederror related=src/wrapfactory/server.ts:11
    } finally {
      console.error(`${name} took ${Date.now() - start}ms`);
    }
  };
}
