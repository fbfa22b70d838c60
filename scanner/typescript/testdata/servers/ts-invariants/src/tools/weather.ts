// Tools that check again what main() already requires, and what it does not.
import path from "node:path";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { forecastFor } from "./client.js";

const API_KEY = process.env.WEATHER_API_KEY;

export function registerWeatherTools(server: McpServer): void {
  server.registerTool("forecast", { inputSchema: { city: z.string() } }, async ({ city }) => {
    if (!API_KEY) {
      // FINE: main() exits when WEATHER_API_KEY is missing; this never runs.
      throw new Error("WEATHER_API_KEY is not set");
    }
    return { content: [{ type: "text", text: await forecastFor(city, API_KEY) }] };
  });

  server.registerTool("region", {}, async () => {
    const region = process.env.WEATHER_REGION;
    if (region) {
      return { content: [{ type: "text", text: region }] };
    } else {
      // FINE: checkEnvironment(), which main() calls, throws when it is missing.
      throw new Error("WEATHER_REGION is not set");
    }
  });

  server.registerTool("endpoint", {}, async () => {
    const url = process.env.WEATHER_ENDPOINT;
    if (url === undefined) throw new Error("WEATHER_ENDPOINT is not set"); // FINE: main() requires it defined
    if (!url) {
      // main() only requires it to be defined: an empty value gets here.
      throw new Error("WEATHER_ENDPOINT is empty"); // want: raisederror
    }
    return { content: [{ type: "text", text: url }] };
  });

  server.registerTool("alerts", {}, async () => {
    if (!process.env.WEATHER_ALERTS_TOKEN) {
      // Nothing at start-up requires it.
      throw new Error("WEATHER_ALERTS_TOKEN is not set"); // want: raisederror
    }
    return { content: [{ type: "text", text: "ok" }] };
  });

  server.registerTool("either", {}, async () => {
    if (!API_KEY || !process.env.WEATHER_ALERTS_TOKEN) {
      // Runs when WEATHER_ALERTS_TOKEN is missing, which nothing requires.
      throw new Error("both keys are needed"); // want: raisederror
    }
    return { content: [{ type: "text", text: "ok" }] };
  });

  server.registerTool("cache_dir", { inputSchema: { dir: z.string() } }, async ({ dir }) => {
    const full = path.resolve(dir);
    if (!path.isAbsolute(full)) {
      // FINE: path.resolve returns an absolute path.
      throw new Error(`${full} is not absolute`);
    }
    if (!path.isAbsolute(dir)) {
      // The argument itself may be relative.
      throw new Error(`${dir} must be absolute`); // want: raisederror
    }
    return { content: [{ type: "text", text: full }] };
  });

  server.registerTool("within", { inputSchema: { file: z.string() } }, async ({ file }) => {
    let resolved: string;
    try {
      resolved = path.resolve(path.normalize(file));
    } catch {
      return { content: [{ type: "text", text: "bad path" }], isError: true }; // want: errorresult
    }
    if (!path.isAbsolute(resolved)) {
      // FINE: the only value resolved is given is path.resolve's.
      throw new Error("path must be absolute after normalization");
    }
    let trimmed = path.resolve(file);
    trimmed = trimmed.slice(1);
    if (!path.isAbsolute(trimmed)) {
      // trimmed was cut after it was resolved.
      throw new Error("trimmed path is relative"); // want: raisederror
    }
    return { content: [{ type: "text", text: resolved }] };
  });

  server.registerTool("rewritten", { inputSchema: { file: z.string(), suffix: z.string() } }, async ({ file, suffix }) => {
    let joined = path.resolve(file);
    joined += suffix;
    if (!path.isAbsolute(joined)) {
      // the suffix was added after joined was resolved.
      throw new Error("joined path is relative"); // want: raisederror
    }
    let swapped = path.resolve(file);
    [swapped] = [suffix];
    if (!path.isAbsolute(swapped)) {
      // the destructuring gave swapped the suffix.
      throw new Error("swapped path is relative"); // want: raisederror
    }
    return { content: [{ type: "text", text: joined + swapped }] };
  });

  server.registerTool("late", {}, async () => {
    if (!process.env.WEATHER_LATE) {
      // main() checks WEATHER_LATE only after the server is connected.
      throw new Error("WEATHER_LATE is not set"); // want: raisederror
    }
    return { content: [{ type: "text", text: "late" }] };
  });

  server.registerTool("shadowed", { inputSchema: { API_KEY: z.string() } }, async ({ API_KEY }) => {
    if (!API_KEY) {
      // The parameter shadows the module's constant: this tests the argument.
      throw new Error("API_KEY argument is empty"); // want: raisederror
    }
    return { content: [{ type: "text", text: API_KEY }] };
  });
}
