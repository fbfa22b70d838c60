// A low-level tools/call handler that runs each tool's function through run(), whose try
// answers the function's value with ok() (a text result without isError) and its throws with
// err() (isError); and through checked(), which tests the value for an error member first.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { findBook, lendBook, listShelf } from "./shelf.js";

const server = new Server({ name: "runtext", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;

  function ok(text: string) {
    return { content: [{ type: "text" as const, text }] };
  }
  function err(text: string) {
    return { content: [{ type: "text" as const, text }], isError: true }; // want: errorresult
  }
  async function run(fn: () => Promise<string>) {
    try {
      return ok(await fn());
    } catch (e) {
      return err(`Error: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  async function checked(fn: () => Promise<string>) {
    try {
      const text = await fn();
      if ((JSON.parse(text) as { error?: string }).error) return err(text);
      return ok(text);
    } catch (e) {
      return err(String(e));
    }
  }

  switch (name) {
    case "find_book":
      return run(() => findBook(String((args as Record<string, unknown>)?.["id"] ?? "")));
    case "list_shelf":
      return run(async () => {
        return await listShelf(String((args as Record<string, unknown>)?.["shelf"] ?? ""));
      });
    case "lend_book":
      return checked(() => lendBook(String((args as Record<string, unknown>)?.["id"] ?? "")));
    default:
      return err(`Unknown tool: ${name}`);
  }
});
