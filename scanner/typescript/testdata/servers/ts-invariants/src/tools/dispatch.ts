// Tools that dispatch by command to handlers of this file, inside a catch-all rethrow.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "dispatch", version: "1.0.0" });

async function listFiles(args: { dir?: string }) {
  try {
    const r = await fetch(`https://files.example/list?dir=${args.dir ?? "/"}`);
    return { content: [{ type: "text" as const, text: await r.text() }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `cannot list: ${String(e)}` }], isError: true }; // want: errorresult
  }
}

async function statFile(args: { dir?: string }) {
  try {
    const r = await fetch(`https://files.example/stat?path=${args.dir ?? "/"}`);
    return { content: [{ type: "text" as const, text: await r.text() }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `cannot stat: ${String(e)}` }], isError: true }; // want: errorresult
  }
}

async function removeFile(args: { dir?: string }) {
  // No try: a failed request throws to the dispatcher.
  const r = await fetch(`https://files.example/rm?path=${args.dir ?? "/"}`, { method: "DELETE" });
  return { content: [{ type: "text" as const, text: await r.text() }] };
}

const writers = { list: listFiles, remove: removeFile };

server.registerTool("files", { inputSchema: { command: z.enum(["list", "stat"]), dir: z.string().optional() } }, async ({ command, dir }) => {
  try {
    switch (command) {
      case "list":
        return await listFiles({ dir });
      case "stat":
        return await statFile({ dir });
    }
    return { content: [{ type: "text", text: `no command ${command}` }], isError: true }; // want: errorresult
  } catch (e) {
    // FINE: every handler answers its own failures; nothing reaches this catch.
    throw e;
  }
});

server.registerTool("write", { inputSchema: { command: z.enum(["list", "remove"]), dir: z.string().optional() } }, async ({ command, dir }) => {
  try {
    return await writers[command]({ dir });
  } catch (e) {
    // removeFile lets a failed request through, and a command the table lacks throws a TypeError.
    throw e; // want: raisederror
  }
});
