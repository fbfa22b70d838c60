// A server whose "run tests" tool and flaky-test finder live in modules named like tests
// (run.test.ts, flaky.spec.ts): the server imports them, so they are production.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { findFlaky } from "./tools/flaky.spec.js";
import { registerRunTests } from "./tools/run.test.js";

const server = new McpServer({ name: "ci", version: "1.0.0" });
registerRunTests(server);

server.registerTool("flaky", { inputSchema: { suite: z.string() } }, async ({ suite }) => {
  const names = findFlaky(suite);
  return { content: [{ type: "text", text: names.join("\n") }] };
});
