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

server.registerTool("think_written", { inputSchema: { prompt: z.string(), local: z.boolean() } }, async ({ prompt, local }) => {
  let result;
  if (local) {
    result = await localAnswer(prompt);
  } else {
    result = await remoteAnswer(prompt);
  }
  // The ternary picks how the answer is written, not whether it is one.
  const text = typeof result === "string" ? result : JSON.stringify(result, null, 2);
  // BAD: either helper's failure text goes out as the answer.
  return { content: [{ type: "text", text }] }; // want: softerror related=20,12
});

server.registerTool("think_masked", { inputSchema: { prompt: z.string() } }, async ({ prompt }) => {
  let result;
  result = await remoteAnswer(prompt);
  const text = result.startsWith("Error") ? "The model is busy, try again in a minute." : result;
  // FINE: the ternary tests for the failure and answers something else.
  return { content: [{ type: "text", text }] };
});

declare const defaults: Record<string, unknown>;

server.registerTool("think_spread", { inputSchema: { prompt: z.string(), mode: z.string() } }, async ({ prompt, mode }) => {
  let result;
  switch (mode) {
    case "local":
      result = { ...(await localAnswer(prompt)), mode };
      break;
    default:
      result = await remoteAnswer(prompt);
      result = { ...result, mode };
  }
  // BAD: the spreads carry either helper's failure text on.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror related=20,12
});

server.registerTool("think_defaults", { inputSchema: { prompt: z.string(), mode: z.string() } }, async ({ prompt, mode }) => {
  let result;
  if (mode === "local") {
    result = await localAnswer(prompt);
  } else {
    result = { ...defaults, mode };
  }
  // FINE (not judged): a spread of an unknown value may supply any member, a flag included.
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
