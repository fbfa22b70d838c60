// The project's registration function declared inside the function that builds the server, its
// inline handler cast with `as any`; the handler's catch answers one class of errors as a
// success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const devices: { find(id: string): { id: string } | undefined; stop(id: string): Promise<number> };

class UserFacingError extends Error {}

export const buildServer = (): McpServer => {
  const server = new McpServer({ name: "devices", version: "1.0.0" });

  const tool = (name: string, title: string, shape: Record<string, z.ZodType>, cb: (args: any, meta: Record<string, string>) => Promise<string>) => {
    server.registerTool(name, { title, inputSchema: shape }, (async (args: any, _extra: any) => {
      try {
        const meta: Record<string, string> = {};
        const response = await cb(args, meta);
        return {
          content: [{ type: "text", text: response }],
        };
      } catch (error: any) {
        if (error instanceof UserFacingError) {
          return { content: [{ type: "text", text: `${error.message}. Please fix it and try again.` }] }; // want: softerror function=<anonymous>
        }
        return { content: [{ type: "text", text: `Error: ${error.message}` }], isError: true }; // want: errorresult function=<anonymous>
      }
    }) as any);
  };

  tool("stop_device", "Stop a device", { id: z.string() }, async ({ id }) => {
    if (!devices.find(id)) {
      throw new UserFacingError(`Device ${id} not found`); // FINE: the handler's catch answers it, not the SDK
    }
    const code = await devices.stop(id);
    if (code !== 0) {
      // BAD: a failure the handler sends as the text of a success.
      return `Failed to stop device ${id}: exit code ${code}`; // want: softerror function=stop_device related=15
    }
    return `Stopped ${id}`;
  });

  return server;
};
