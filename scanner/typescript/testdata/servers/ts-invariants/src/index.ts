// The entry point requires its environment before it serves: a tool that checks the same
// variables again throws on a path that never runs. (A scan reads a file that registers a tool,
// spells isError, or connects a server transport and reads process.env, as serve.ts does.)
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerWeatherTools } from "./tools/weather.js";

const REQUIRED = ["WEATHER_REGION", "WEATHER_UNITS"];

function checkEnvironment(): void {
  for (const name of REQUIRED) {
    if (!process.env[name]) {
      throw new Error(`missing environment variable ${name}`);
    }
  }
}

async function main(): Promise<void> {
  if (!process.env.WEATHER_API_KEY) {
    console.error("WEATHER_API_KEY is required");
    process.exit(1);
  }
  if (process.env.WEATHER_ENDPOINT === undefined) throw new Error("WEATHER_ENDPOINT is required");
  checkEnvironment();
  const server = new McpServer({ name: "weather", version: "1.0.0" });
  server.registerTool("ping", {}, async () => ({ content: [{ type: "text", text: "pong" }] }));
  registerWeatherTools(server);
  await server.connect(new StdioServerTransport());
  // Too late to guarantee anything: the server answers tools once it is connected.
  if (!process.env.WEATHER_LATE) {
    process.exit(3);
  }
}

main();
