// FINE: another library's `.tool(` (no zod import, no SDK import): not an MCP tool.
export function registerAgentTools(agent) {
  agent.tool("search", async () => {
    throw new Error("search is not available");
  });
}
