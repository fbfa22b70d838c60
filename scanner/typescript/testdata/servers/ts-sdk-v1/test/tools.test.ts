// A test that registers tools of its own: their throws and flags are judged as a server's, so
// the Gate lets it through (gate_test.go).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { it } from "vitest";

it("reports failures", async () => {
  const server = new McpServer({ name: "t", version: "1" });
  server.registerTool("boom", {}, async () => {
    throw new Error("boom"); // want: raisederror context=test
  });
  server.registerTool("flag", {}, async () => {
    const result = { content: [{ type: "text" as const, text: "no such thing" }], isError: false };
    result.isError = true; // want: errorresult context=test
    return result;
  });
});
