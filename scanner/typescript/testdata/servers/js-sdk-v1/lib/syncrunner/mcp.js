// Tools whose handlers return a runner's call that runs the work, unawaited, inside a try whose
// catch answers with an isError result: a throw of a function that is not async meets it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { archivePermit, createPermit, fetchPermit, renewPermit } from "./permits.js";

export function createServer() {
  const server = new McpServer({ name: "permits", version: "1.0.0" });

  server.registerTool("create_permit", { inputSchema: { number: z.string() } }, async (input) =>
    withErrorHandling(() => createPermit(input)),
  );

  server.registerTool("renew_permit", { inputSchema: { number: z.string() } }, async ({ number }) =>
    withErrorHandling(() => {
      const renewed = renewPermit(number);
      return { number, renewed };
    }),
  );

  server.registerTool("fetch_permit", { inputSchema: { number: z.string() } }, async ({ number }) =>
    withErrorHandling(() => fetchPermit(number)),
  );

  server.registerTool("archive_permit", { inputSchema: { number: z.string() } }, async ({ number }) =>
    withFallback(() => archivePermit(number)),
  );

  return server;
}

function withErrorHandling(callback) {
  try {
    return jsonResult(callback());
  } catch (error) {
    return errorResult(error.message);
  }
}

// Its catch answers some errors and throws the rest on.
function withFallback(callback) {
  try {
    return jsonResult(callback());
  } catch (error) {
    if (error.code === "EARCHIVED") return errorResult(error.message);
    throw error; // want: raisederror
  }
}

function jsonResult(data) {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }] };
}

function errorResult(message) {
  return { isError: true, content: [{ type: "text", text: message }] }; // want: errorresult
}
