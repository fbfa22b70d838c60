// A low-level server whose tools run the template methods of base.ts on subclasses of tools.ts.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { Step } from "./base.js";
import { AuditTool, ExportTool } from "./tools.js";

const server = new Server({ name: "template", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  if (request.params.name === "export") {
    const tool = new ExportTool();
    return await tool.execute(args);
  }
  if (request.params.name === "audit") {
    const tool = new AuditTool();
    return await tool.execute(args);
  }
  if (request.params.name === "step") {
    const step = new Step();
    return await step.run(args);
  }
  return { content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }], isError: true }; // want: errorresult
});
