import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { PairContext } from "./context.js";
import type { RemoteContext } from "./remotetypes.js";

export function registerPairTools(server: McpServer, pair: PairContext, remote: RemoteContext): void {
  server.tool("pair_fetch", "fetch through the pair", async () => {
    const got = await pair.fetch(); // FINE: two factories build a PairContext
    return { content: [{ type: "text", text: got }] };
  });
  server.tool("remote_fetch", "fetch from the remote", async () => {
    const got = await remote.pull(); // FINE: RemoteContext's factory is another module's
    return { content: [{ type: "text", text: got }] };
  });
}
