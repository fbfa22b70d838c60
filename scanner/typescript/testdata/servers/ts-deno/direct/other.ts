// Another package's registerTool, through an npm: specifier: not an MCP SDK, nothing reported.
import { Host } from "npm:tool-host@2/server.js";

const host = new Host();

host.registerTool("find_user", {}, async ({ login }: { login: string }) => {
  return { content: [{ type: "text", text: `User '${login}' not found.` }] };
});
