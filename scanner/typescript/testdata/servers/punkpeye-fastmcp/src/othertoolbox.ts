// FINE: another library's addTool, forwarded: no MCP SDK or fastmcp in this file, so the objects
// given to the forwarder are that library's tools, whose throws its agent loop handles.
import { Toolbox } from "agent-toolbox";

const box = new Toolbox();

const addTool = (tool: { name: string; execute: (input: string) => Promise<string> }) => {
  box.addTool(tool);
};

addTool({
  name: "divide",
  execute: async (input: string) => {
    const [a, b] = input.split("/").map(Number);
    if (b === 0) {
      throw new Error("division by zero"); // FINE: not an MCP tool
    }
    return String(a / b);
  },
});
