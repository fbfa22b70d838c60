// Fine: the same records and loop, but the callback sends a handler's failure object with
// isError, so what the handlers return is judged there.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import pantryTools from "./pantry.js";

const server = new McpServer({ name: "checked", version: "0.1.0" });
const TOOLS = [...pantryTools];

for (const tool of TOOLS) {
  const answer = async (args) => {
    const result = await tool.handler(args || {});
    if (result.status === "error") {
      return { content: [{ type: "text", text: result.message }], isError: true }; // want: errorresult lang=javascript
    }
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  };
  server.tool(tool.name, tool.description || "", {}, answer);
}
