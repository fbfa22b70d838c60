// Tools whose catch wraps a caught value that is not an Error: the wrapping runs only if a
// function the try calls, in another module, throws such a value (a fact the root's index
// follows through the calls of each module).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { RemoteClient, callNested, callOnce } from "./client.js";

const server = new McpServer({ name: "nonerror", version: "1.0.0" });
const client = new RemoteClient();

server.registerTool("call", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await client.call(name) }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // GOOD for the rule: RemoteClient.call throws only Error objects.
    throw new Error(String(error));
  }
});

server.registerTool("call_raw", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await callOnce(client, name) }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // BAD: callOnce passes on the plain object RemoteClient.callRaw throws.
    throw new Error(`remote failed: ${JSON.stringify(error)}`); // want: raisederror related=src/nonerror/client.ts:31,src/nonerror/client.ts:24
  }
});

server.registerTool("call_nested", { inputSchema: { name: z.string() } }, async ({ name }) => {
  try {
    return { content: [{ type: "text", text: await callNested(name) }] };
  } catch (error) {
    if (error instanceof Error) {
      throw error; // want: raisederror
    }
    // BAD: callNested's own helper throws a string.
    throw new Error(`call failed: ${String(error)}`); // want: raisederror
  }
});
