// Tests that only call a server and read what it answers yield nothing: the Gate turns them down
// (gate_test.go). The needles let them through: isError, setRequestHandler.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { ElicitRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { expect, it } from "vitest";

it("reads the flag", async () => {
  const client = new Client({ name: "c", version: "1" });
  // The client answers the server's requests: no tool is called here.
  client.setRequestHandler(ElicitRequestSchema, async () => ({ action: "decline" }));
  const result = await client.callTool({ name: "boom", arguments: {} });
  expect(result.isError).toBe(true);
  expect(!result.isError || "isError" in result).toBe(true);
  // A handler member without an input schema is no tool table's entry.
  expect({ name: "boom", run: () => result.isError }).toBeDefined();
});
