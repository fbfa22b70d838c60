// The ES module twin: namespace imports of tool modules in a list a loop destructures.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as water from "./tools/water.js";
import * as prune from "./tools/prune.js";

const modules = [water, prune];

const server = new McpServer({ name: "orchard", version: "1.0.0" });
modules.forEach(({ name, config, handler }) => {
  server.registerTool(name, config, handler);
});

// A loop that destructures the same list but registers none of it.
for (const { name, preview } of modules) {
  console.log(name, preview);
}
