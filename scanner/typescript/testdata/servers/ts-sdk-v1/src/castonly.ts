// A module whose only registration is the cast one: it is parsed and its tool read.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function addClock(server: McpServer) {
  (server.tool as any)("clock", "The server's time", {}, async () => {
    if (process.env.TZ === "invalid") {
      throw new Error("the server's time zone is invalid"); // want: raisederror api=McpServer.tool function=clock
    }
    return { content: [{ type: "text", text: new Date().toISOString() }] };
  });
}
