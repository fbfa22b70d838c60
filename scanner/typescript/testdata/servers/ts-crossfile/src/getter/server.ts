// A low-level server whose tools/call handler asks a function of the file for the tool's
// handler, which looks it up by name in a table it builds of another module's object members.
// The result's tests between the call and the return cannot tell a failure without isError from
// a success: whether it is an object, whether its isError is set (and a test that picks the text
// of the isError result answered then), and a branch for another kind of answer that returns a
// success of its own.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { jobHandlers } from "./jobs.js";

const server = new Server({ name: "jobs", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const handler = getHandler(request.params.name);
    if (!handler) {
      throw new Error(`Unknown tool: ${request.params.name}`);
    }
    const result = await handler(request.params.arguments as any);
    if (result && typeof result === "object") {
      if ("report" in result && typeof result.report === "string") {
        return { content: [{ type: "text", text: result.report }] };
      }
      if ("isError" in result && result.isError === true) {
        return { content: [{ type: "text", text: "message" in result ? String(result.message) : "The job failed" }], isError: true }; // want: errorresult
      }
    }
    return result;
  } catch (error) {
    return { content: [{ type: "text", text: `Error: ${String(error)}` }], isError: true }; // want: errorresult
  }
});

function getHandler(name: string): ((args: any) => Promise<any>) | undefined {
  const handlers = {
    start_job: jobHandlers.start,
    cancel_job: jobHandlers.cancel,
  };
  return handlers[name as keyof typeof handlers];
}
