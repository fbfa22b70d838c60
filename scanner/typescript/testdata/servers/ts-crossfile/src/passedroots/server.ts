import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { runTool, ping } from "./dispatch.js";

export function serve(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    if (req.params.name === "ping") {
      return ping(req.params.arguments);
    }
    return runTool(req.params.name, req.params.arguments);
  });
}
