import { FastMCP } from "fastmcp";
import { cartTools } from "./tools.js";

const server = new FastMCP({ name: "carts", version: "1.0.0" });

// Each tool object of the list, registered in turn.
for (const tool of cartTools) {
  server.addTool(tool);
}
