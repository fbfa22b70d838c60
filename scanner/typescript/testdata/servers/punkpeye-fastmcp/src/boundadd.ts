// A server's addTool kept under a name of its own and replaced by a wrapper that times every
// tool: each call of the bound name registers the object it is given, so the wrapper's execute
// is every tool's.
import { FastMCP } from "fastmcp";
import { z } from "zod";

declare const clock: { now(): number };
declare function report(name: string, ms: number): void;

export function timeTools(server: FastMCP) {
  const registerOriginal = (server as any).addTool.bind(server);
  const addResourceOriginal = server.addResource.bind(server);
  (server as any).addTool = (tool: any) => {
    const run = tool.execute;
    return registerOriginal({
      ...tool,
      execute: async (args: any, ctx: any) => {
        const start = clock.now();
        try {
          return await run(args, ctx);
        } catch (err) {
          report(tool.name, clock.now() - start);
          throw err; // want: raisederror function=[tool.name]
        }
      },
    });
  };
  // Not a tool: a resource's loader, registered through its own bound method.
  addResourceOriginal({
    uri: "timing://last",
    name: "last timing",
    load: async () => {
      throw new Error("no timing yet");
    },
  });
  // Not the bound name: a parameter of the same name shadows it.
  const later = (registerOriginal: (t: any) => void) =>
    registerOriginal({
      name: "shadowed",
      parameters: z.object({}),
      execute: async () => {
        throw new Error("never registered here");
      },
    });
  return later;
}
