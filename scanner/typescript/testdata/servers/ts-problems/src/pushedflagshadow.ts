// droppedflag on a pushed content block, when the result's isError is a name: a module const
// that is false drops the block's flag; a parameter of the same name is the caller's value,
// which may be true, and does not.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const isError = false;

const server = new McpServer({ name: "shadow", version: "1.0.0" });

// FINE: the result carries the parameter isError, which the tool passes as true.
function answer(text: string, isError: boolean) {
  const content: any[] = [];
  content.push({ type: "text", text, isError: true });
  return { content, isError }; // want: errorresult
}

// BAD: the result carries the module's const isError, which is false.
function plain(text: string) {
  const content: any[] = [];
  content.push({ type: "text", text, isError: true }); // want: droppedflag related=21
  return { content, isError };
}

server.registerTool("t", {}, async () => answer("failed", true));
server.registerTool("u", {}, async () => plain("failed"));
