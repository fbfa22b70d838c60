// Tools that run through the middleware with a literal method: the checks of other methods'
// cases never run for them.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { runOperation } from "./middleware.js";

class Host {
  hook(method: string, run: () => Promise<unknown>): Promise<unknown> {
    const direct = method === "tools/call" && process.env.SKIP_MIDDLEWARE === "1";
    return direct ? run() : runOperation(method, run);
  }
}

const server = new McpServer({ name: "cases", version: "1.0.0" });
const host = new Host();

server.registerTool("echo", { inputSchema: { text: z.string() } }, async ({ text }) => {
  return (await host.hook("tools/call", async () => ({ content: [{ type: "text", text }] }))) as any;
});

server.registerTool("list_resources", { inputSchema: {} }, async () => {
  const entries = await host.hook("resources/list", async () => [{ uri: "note://1" }]);
  return { content: [{ type: "text", text: JSON.stringify(entries) }] };
});
