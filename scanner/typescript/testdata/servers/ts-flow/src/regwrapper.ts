// The project's own registration function: each call registers its callback as a tool, through a
// wrapper that turns the returned string into text content.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z, type ZodRawShape } from "zod";

declare const copilot: { available(skill: string): Promise<boolean>; ask(q: string): Promise<string> };

const server = new McpServer({ name: "copilot", version: "1.0.0" });

const wrapCallback = (name: string, cb: (args: any) => Promise<string>) => {
  return async (args: any): Promise<CallToolResult> => {
    try {
      const text = await cb(args);
      return { content: [{ type: "text", text }] };
    } catch (error: any) {
      return { content: [{ type: "text", text: `Error: ${error.message}` }], isError: true }; // want: errorresult function=wrapCallback
    }
  };
};

const tool = (name: string, description: string, shape: ZodRawShape, cb: (args: any) => Promise<string>) => {
  server.registerTool(name, { description, inputSchema: shape }, (args: any) => wrapCallback(name, cb)(args));
};

tool("ask_copilot", "Ask the copilot", { question: z.string() }, async ({ question }) => {
  if (!(await copilot.available("conversation"))) {
    // BAD: the wrapper turns this string into a success result.
    return "❌ The conversation skill is not available."; // want: softerror function=ask_copilot related=23
  }
  try {
    return await copilot.ask(question);
  } catch (e: any) {
    return `Error asking the copilot: ${e.message}`; // want: softerror function=ask_copilot related=23
  }
});

tool("list_skills", "List the skills", {}, async () => {
  // FINE: an empty answer is an answer.
  return "No skills found";
});

tool("explain", "Explain a query", { query: z.string() }, async ({ query }) => {
  if (!query) {
    throw new Error("query is required"); // FINE: the wrapper catches it and flags it (not the SDK's doing)
  }
  return copilot.ask(`explain ${query}`);
});

// FINE: a string-returning function that is no tool's callback.
export async function banner(): Promise<string> {
  return "Error: banner is only a label";
}

// A wrapper given more arguments than it declares parameters.
const pass = (cb: () => Promise<CallToolResult>) => cb;
const retries = 3;
const looseHandler = async (): Promise<CallToolResult> => ({ content: [{ type: "text", text: "ok" }] });
// @ts-expect-error: one argument too many
server.registerTool("loose", {}, pass(looseHandler, retries));
