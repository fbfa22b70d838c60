// A low-level server whose handler hands each tool to a function of a tool module.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { WriteQueue } from "./queue.js";
import { drainDoc, saveDoc, touchDoc } from "./tools.js";

const queue = new WriteQueue();
const server = new Server({ name: "docs", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "save_doc":
      return saveDoc(queue, args ?? {});
    case "drain_doc":
      return drainDoc(queue, args ?? {});
    case "touch_doc":
      return touchDoc(queue, args ?? {});
    default:
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
  }
});
