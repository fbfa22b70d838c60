import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  McpError,
  ErrorCode,
} from "@modelcontextprotocol/sdk/types.js";
import { fetchWeather } from "./weather.js";

const server = new Server({ name: "weather", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "forecast": {
      const city = String(args?.city ?? "");
      if (!city) {
        throw new McpError(ErrorCode.InvalidParams, "city is required"); // want: protocolerror outcome=protocol-error function=forecast
      }
      const data = await fetchWeather(city);
      if (!data) {
        throw new Error(`no forecast for ${city}`); // want: protocolerror function=forecast
      }
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    }
    case "alerts": {
      try {
        const alerts = await fetchWeather(String(args?.region));
        return { content: [{ type: "text", text: JSON.stringify(alerts) }] };
      } catch (error) {
        return {
          content: [{ type: "text", text: `alerts failed: ${(error as Error).message}` }],
          isError: true, // want: errorresult shape=prose-only function=alerts api=Server.setRequestHandler
        };
      }
    }
    case "outlook": {
      // Not checked here: an empty city reaches fetchWeather's throw.
      const data = await fetchWeather(String(args?.city ?? ""));
      return { content: [{ type: "text", text: JSON.stringify(data) }] };
    }
    default:
      // Unknown tool: the spec makes this a protocol error, so it is right here.
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
  }
});

// Also fine: an unknown-tool check before the switch.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  if (request.params.name !== "ping") {
    throw new Error(`Unknown tool: ${request.params.name}`);
  }
  return { content: [{ type: "text", text: "pong" }] };
});

// Resources answer with contents; a throw there is not about tools.
server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
  throw new Error(`no resource ${request.params.uri}`);
});

await server.connect(new StdioServerTransport());
