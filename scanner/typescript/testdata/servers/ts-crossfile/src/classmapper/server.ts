// Vault tools whose catches hand every failure to the shared helper, which throws McpErrors on.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { VaultClient } from "./client.js";
import { quietFailure, toolFailure } from "./errors.js";

const server = new McpServer({ name: "vault", version: "1.0.0" });
const client = new VaultClient(process.env.VAULT_TOKEN);

server.registerTool("read_secret", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (path.includes("..")) {
      throw new McpError(ErrorCode.InvalidParams, `no parent paths: ${path}`); // want: raisederror related=src/classmapper/server.ts:11,src/classmapper/errors.ts:7
    }
    const text = await client.read(path);
    return { content: [{ type: "text" as const, text }] };
  } catch (error) {
    return toolFailure(error, "read_secret");
  }
});

server.registerTool("peek_secret", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (path.includes("..")) {
      throw new McpError(ErrorCode.InvalidParams, `no parent paths: ${path}`); // FINE: quietFailure answers it
    }
    const text = await client.read(path);
    return { content: [{ type: "text" as const, text }] };
  } catch (error) {
    return quietFailure(error);
  }
});

server.registerTool("stat_secret", { inputSchema: { path: z.string() } }, async ({ path }) => {
  try {
    if (path.includes("..")) {
      throw new McpError(ErrorCode.InvalidParams, `no parent paths: ${path}`); // FINE: the catch answers a coded error itself first
    }
    const text = await client.read(path);
    return { content: [{ type: "text" as const, text: `${text.length}` }] };
  } catch (error: any) {
    if (error.code) {
      return { content: [{ type: "text" as const, text: `code ${error.code}` }], isError: true }; // want: errorresult
    }
    return toolFailure(error, "stat_secret");
  }
});

export { server };
