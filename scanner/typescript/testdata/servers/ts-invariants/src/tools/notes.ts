// A module whose top level requires its variable: its own tool checks it again.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const NOTES_DIR = process.env.NOTES_DIR;
if (!NOTES_DIR) {
  throw new Error("NOTES_DIR is required");
}

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("notes_dir", {}, async () => {
  if (!NOTES_DIR) throw new Error("NOTES_DIR is not set"); // FINE: the module threw at load
  if (!process.env.WEATHER_SEED) {
    // seed.ts's main requires WEATHER_SEED, but seed.ts is a script apart from the server.
    throw new Error("WEATHER_SEED is not set"); // want: raisederror
  }
  return { content: [{ type: "text", text: NOTES_DIR }] };
});
