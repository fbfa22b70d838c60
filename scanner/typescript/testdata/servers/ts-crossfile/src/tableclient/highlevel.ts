// A McpServer tool that calls the same API client: the SDK turns its throw into an isError
// result, which is no protocol error.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { callApi } from "./client.js";

const server = new McpServer({ name: "kettle-high", version: "1.0.0" });

server.registerTool("descale", { inputSchema: { kettle: z.string() } }, async ({ kettle }) => {
  // FINE for protocolerror: what callApi throws becomes an isError result.
  const done = await callApi("descale", { kettle });
  return { content: [{ type: "text", text: JSON.stringify(done) }] };
});
