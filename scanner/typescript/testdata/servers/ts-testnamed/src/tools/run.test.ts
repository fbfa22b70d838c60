// The "run tests" tool: named like a Vitest file, imported by the server.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

async function runSuite(suite: string): Promise<string> {
  const res = await fetch(`https://ci.example/suites/${suite}/run`, { method: "POST" });
  return res.text();
}

export function registerRunTests(server: McpServer) {
  server.registerTool("run_tests", { inputSchema: { suite: z.string() } }, async ({ suite }) => {
    try {
      return { content: [{ type: "text", text: await runSuite(suite) }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error running ${suite}: ${e}` }] }; // want: softerror context=production
    }
  });
}
