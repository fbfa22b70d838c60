// registerTool callbacks that return a same-file function's result: a throw there is the tool's.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function exists(path: string): Promise<boolean>;
declare function move(from: string, to: string): Promise<void>;

const server = new McpServer({ name: "files", version: "1.0.0" });

server.registerTool("rename", { inputSchema: { from: z.string(), to: z.string() } }, async (args) => renameFile(args));

async function renameFile({ from, to }: { from: string; to: string }) {
  if (await exists(to)) {
    throw new Error(`${to} already exists; pick another name`); // want: raisederror function=rename outcome=iserror
  }
  await move(from, to);
  return { content: [{ type: "text" as const, text: `renamed ${from}` }] };
}

// FINE (a helper, not a delegate): it is passed the argument, but every return builds an error.
server.registerTool("stat", { inputSchema: { path: z.string() } }, async ({ path }) =>
  (await exists(path)) ? { content: [{ type: "text" as const, text: path }] } : missing(path),
);

function missing(path: string) {
  return { content: [{ type: "text" as const, text: `${path} does not exist` }], isError: true }; // want: errorresult uses=1 function=missing
}
