// The server fills a shelf at start-up: the tools of src/features are its tools.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolShelf } from "./core/shelf.js";

const shelf = new ToolShelf({ base: process.env.NOTES_URL });
await shelf.fill();

const server = new Server({ name: "loaderclass", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (req) => {
  const tool = shelf.find(req.params.name);
  const out = await tool.execute(req.params.arguments, { client: shelf.client });
  return { content: [{ type: "text", text: JSON.stringify(out) }] };
});

await server.connect(new StdioServerTransport());
