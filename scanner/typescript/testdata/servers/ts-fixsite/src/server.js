import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { explain, unreachable } from "./lib/replies.js";

const server = new Server({ name: "hosts", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "ping_host":
      if (!(await ping(args.host))) {
        return unreachable(args.host);
      }
      return { content: [{ type: "text", text: "up" }] };
    case "restart_host":
      try {
        await restart(args.host);
        return { content: [{ type: "text", text: "restarted" }] };
      } catch (e) {
        return { content: [{ type: "text", text: explain(args.host) }] }; // want: softerror related=src/lib/replies.js:10
      }
    default:
      return { content: [{ type: "text", text: `unknown tool ${name}` }], isError: true }; // want: errorresult
  }
});

async function ping(host) {
  return host !== "";
}

async function restart(host) {
  return host;
}
