// The same table behind a low-level handler whose catch answers with an isError result.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { kettleTools } from "./tools.js";

const server = new Server({ name: "kettle-answered", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const tool = kettleTools[request.params.name as keyof typeof kettleTools];
  try {
    const result = await tool.handler(request.params.arguments as any);
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    // FINE: the API's failure reaches the model as an isError result.
    return { content: [{ type: "text", text: `kettle failed: ${String(error)}` }], isError: true }; // want: errorresult
  }
});
