// The project's own registration function, whose inline handler calls the callback it is given
// inside a try and builds the tool's result from the string the callback returns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z, type ZodRawShape } from "zod";

declare const disk: { has(path: string): boolean; size(path: string): number };

const server = new McpServer({ name: "recorder", version: "1.0.0" });

const tool = (name: string, description: string, shape: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: shape }, async (args: any, _extra: any) => {
    try {
      const response = await cb(args);
      return { content: [{ type: "text", text: response }] };
    } catch (error: any) {
      return { content: [{ type: "text", text: `Error: ${error.message}` }], isError: true }; // want: errorresult function=<anonymous>
    }
  });
};

tool("stop_recording", "Stop the recording", { path: z.string() }, async ({ path }) => {
  if (!disk.has(path)) {
    // BAD: the handler turns this string into a success result.
    return `Error: the recording was not found at ${path}`; // want: softerror function=stop_recording related=11
  }
  return `Saved ${path} (${disk.size(path)} bytes)`;
});

tool("check_disk", "Check a path", { path: z.string() }, async ({ path }) => {
  if (!path.startsWith("/")) {
    throw new Error("path must be absolute"); // FINE: the handler's catch answers it with isError
  }
  return disk.has(path) ? "present" : "absent";
});

// A callback declared apart, handed over by name.
async function sizeOf({ path }: { path: string }): Promise<string> {
  if (!disk.has(path)) {
    return "Failed to read the size: no such file"; // want: softerror function=size_of related=11
  }
  return String(disk.size(path));
}
tool("size_of", "Size of a file", { path: z.string() }, sizeOf);

// FINE: a registration function whose inline handler never calls its callback: what the
// callback returns reaches no one.
const stub = (name: string, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, {}, async (args: any) => {
    console.log("not implemented", cb.name, args);
    return { content: [{ type: "text", text: "not implemented" }] };
  });
};
stub("later", async () => {
  if (!disk.has("/later")) {
    throw new Error("nothing to send"); // FINE: no tool calls this callback
  }
  return "Error: this is never sent";
});

// FINE: a registration function that calls its callback for its effect and answers with text
// of its own.
const effect = (name: string, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, {}, async (args: any) => {
    const note = await cb(args);
    console.log(note);
    return { content: [{ type: "text", text: "done" }] };
  });
};
effect("touch", async () => {
  if (!disk.has("/touch")) {
    throw new Error("nothing to touch"); // FINE: no tool's callback
  }
  return "Error: this is only logged";
});

// FINE: a registration function called with something that is no function.
const settings = { retries: 3 };
// @ts-expect-error: not a callback
tool("misconfigured", "Not a tool", {}, settings);

// A handler that hands the callback's result on as it is: the callback answers with a result
// object, and only its throws meet the handler's catch.
const passOn = (name: string, cb: (args: any) => Promise<any>) => {
  server.registerTool(name, {}, async (args: any) => {
    try {
      return await cb(args);
    } catch (error: any) {
      return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult function=<anonymous>
    }
  });
};
passOn("lookup", async ({ path }: { path: string }) => {
  if (!disk.has(path)) {
    throw new Error(`no such file: ${path}`); // FINE: the handler's catch answers it
  }
  if (disk.size(path) === 0) {
    return { content: [{ type: "text", text: `Error: ${path} is empty` }] }; // want: softerror function=lookup related=84
  }
  // FINE: a string is no result the handler could send as it is.
  return "Error: unreachable in practice";
});
