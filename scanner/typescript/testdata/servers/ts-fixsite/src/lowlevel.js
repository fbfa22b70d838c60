// A low-level tools/call handler whose cases call helpers of another module.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { drained, explain } from "./lib/replies.js";

const server = new Server({ name: "hosts", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "restart_host":
      try {
        await restart(args.host);
        return { content: [{ type: "text", text: "restarted" }] };
      } catch (e) {
        return { content: [{ type: "text", text: explain(args.host) }] }; // want: softerror related=src/lib/replies.js:19
      }
    case "drain_host":
      // The case's function is the tool's handler: its returns are judged as the tool's.
      return drained(args);
    default:
      return { content: [{ type: "text", text: `unknown tool ${name}` }], isError: true }; // want: errorresult
  }
});

// It may throw (a failed request), so the catch above may run.
async function restart(host) {
  return fetch(`https://hosts.example/${host}/restart`, { method: "POST" });
}
