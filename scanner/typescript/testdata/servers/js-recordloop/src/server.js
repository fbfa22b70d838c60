// Tool records { name, description, parameters, handler } in arrays that modules of their own
// export by default, spread into one list and registered in a loop whose callback answers with
// the JSON of what the record's handler returns, as the text of a success: a handler's
// `{ status: "error", ... }` reaches the client as a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import kettleTools from "./kettle/index.js";
import shelfTools from "./shelf/index.js";

const ALL_TOOLS = [...kettleTools, ...shelfTools];

const server = new McpServer({ name: "recordloop", version: "0.1.0" });

for (const tool of ALL_TOOLS) {
  const answer = async (args) => {
    try {
      const result = await tool.handler(args || {});
      return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
    } catch (error) {
      console.error(`tool ${tool.name} failed`, error);
      throw error; // want: raisederror lang=javascript
    }
  };
  server.tool(tool.name, tool.description || "", {}, answer);
}

await server.connect(new StdioServerTransport());
