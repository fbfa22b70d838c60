import { FastMCP, UserError as ToolFailure } from "fastmcp";
import { z } from "zod";

const server = new FastMCP({ name: "files", version: "1.0.0" });

server.addTool({
  name: "read_file",
  description: "Read a file",
  parameters: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    if (path.includes("..")) {
      throw new ToolFailure("path escapes the root"); // want: raisederror shape=prose-only api=fastmcp.UserError function=read_file
    }
    if (path.endsWith(".lock")) {
      throw new ToolFailure("file is locked", { code: "LOCKED", retryAfter: 30 }); // want: raisederror shape=structured typed=code,retry
    }
    if (path === "") {
      throw new Error("empty path"); // want: raisederror shape=prose-only api=FastMCP.addTool
    }
    if (path === "/dev/null") {
      return {
        content: [{ type: "text", text: "cannot read a device" }],
        isError: true, // want: errorresult shape=prose-only function=read_file api=FastMCP.addTool
      };
    }
    return "contents";
  },
});

const listTool = {
  name: "list",
  execute: async () => {
    throw new Error("listing is disabled"); // want: raisederror function=list
  },
};
server.addTool(listTool);

// A UserError thrown by a shared validation helper is still a tool error when a tool calls it.
export function requirePath(p: string): string {
  if (!p) {
    throw new ToolFailure("path is required"); // want: raisederror function=requirePath
  }
  return p;
}

// Resources load contents; their throws are not tool results.
server.addResource({
  uri: "file:///logs",
  name: "logs",
  load: async () => {
    throw new Error("no logs");
  },
});

server.start({ transportType: "stdio" });
