// A tool callback that returns OpenTelemetry's context.with() of a callback that answers a
// failure: the callback's return is the tool's.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { context } from "@opentelemetry/api";
import { z } from "zod";

declare function centroidOf(points: number[]): number | null;

const server = new McpServer({ name: "centroids", version: "1.0.0" });

server.registerTool("centroid", { inputSchema: { points: z.array(z.number()) } }, async ({ points }) =>
  context.with(context.active(), async () => {
    const c = centroidOf(points);
    if (c === null) {
      // BAD: a failure answered as a success from the runner's callback.
      return { content: [{ type: "text" as const, text: "Error: no centroid for these points" }] }; // want: softerror related=12
    }
    return { content: [{ type: "text" as const, text: `Centroid: ${c}` }] };
  }),
);
