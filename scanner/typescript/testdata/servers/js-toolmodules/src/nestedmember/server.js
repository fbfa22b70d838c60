// Tools that put what a helper of weather.js gives back in a member of the JSON they answer.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { forecast, stations } from "./weather.js";

const server = new McpServer({ name: "weather", version: "1.0.0" });

// forecast's failure list goes out as the days of a success.
server.tool("forecast", "Forecast a city", { city: z.string() }, async ({ city }) => ({ // want: softerror related=src/nestedmember/weather.js:8
  content: [{ type: "text", text: JSON.stringify({ city, days: await forecast(city) }, null, 2) }],
}));

// FINE: stations never hands back a failure.
server.tool("stations", "List a city's stations", { city: z.string() }, async ({ city }) => ({
  content: [{ type: "text", text: JSON.stringify({ city, stations: await stations(city) }) }],
}));
