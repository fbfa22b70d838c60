// A variable declared empty and set from calls on the branches before the return: each call is
// a source of the tool's text.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const llm: { complete(p: string): Promise<string>; local(p: string): Promise<string> };

async function remoteAnswer(prompt: string) {
  try {
    return await llm.complete(prompt);
  } catch (error) {
    return `Error: ${error}`;
  }
}

async function localAnswer(prompt: string) {
  try {
    return await llm.local(prompt);
  } catch (error) {
    return `Error: ${error}`;
  }
}

async function cachedAnswer(prompt: string) {
  return `cached answer to ${prompt}`;
}

const server = new McpServer({ name: "thinker", version: "1.0.0" });

server.registerTool("think", { inputSchema: { prompt: z.string(), local: z.boolean() } }, async ({ prompt, local }) => {
  let result = "";
  if (local) {
    result = await localAnswer(prompt);
  } else {
    result = await remoteAnswer(prompt);
  }
  // BAD: either helper's failure text goes out as the answer.
  return { content: [{ type: "text", text: result }] }; // want: softerror related=20,12
});

server.registerTool("think_cached", { inputSchema: { prompt: z.string() } }, async ({ prompt }) => {
  let result;
  if (prompt.length > 100) {
    result = await cachedAnswer(prompt);
  } else {
    result = await cachedAnswer(prompt.trim());
  }
  // FINE: neither callee returns a failure.
  return { content: [{ type: "text", text: result }] };
});

server.registerTool("think_checked", { inputSchema: { prompt: z.string(), local: z.boolean() } }, async ({ prompt, local }) => {
  let result = "";
  if (local) {
    result = await localAnswer(prompt);
  } else {
    result = await remoteAnswer(prompt);
  }
  if (result.startsWith("Error")) {
    return { content: [{ type: "text", text: result }], isError: true }; // want: errorresult
  }
  // FINE: the failure was tested for before this return.
  return { content: [{ type: "text", text: result }] };
});
