// A low-level handler whose answers go through a typed local function that keeps the result's
// content and passes its isError on only when the result has one.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";

declare function readStatus(id: string): Promise<string>;

const server = new Server({ name: "flagpassed", version: "1.0.0" }, { capabilities: { tools: {} } });

function line(text: string, priority?: number) {
  const item: { type: "text"; text: string; priority?: number } = { type: "text", text };
  if (priority !== undefined) item.priority = priority;
  return item;
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const keep = (result: CallToolResult): CallToolResult => ({
    content: result.content,
    isError: !!result.isError,
  });
  const id = String(request.params.arguments?.id ?? "");
  try {
    // fine: a success text through the constructor and the pass-through
    return keep({ content: [line(await readStatus(id), 1)] });
  } catch (error) {
    return keep({ content: [line(`Could not read status of ${id}: ${(error as Error).message}`)] }); // want: softerror
  }
});
