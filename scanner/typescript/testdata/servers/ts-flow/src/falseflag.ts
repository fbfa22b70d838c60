// Results that spell isError: false. The flag says success as its absence does: a failure text
// in such a result is answered as a success all the same.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function outline(points: number[]): number[] | null;
declare function area(points: number[]): Promise<number>;

const server = new McpServer({ name: "shapes", version: "1.0.0" });

server.registerTool("outline", { inputSchema: { points: z.array(z.number()) } }, async ({ points }) => {
  const ring = outline(points);
  const text = ring
    ? `Outline computed from ${points.length} points: ${JSON.stringify(ring)}`
    : `Could not compute an outline from ${points.length} points (they may lie on a line).`;
  // BAD: the text a condition picks may be the failure, and the flag says success.
  return { content: [{ type: "text" as const, text }], isError: false }; // want: softerror
});

server.registerTool("area", { inputSchema: { points: z.array(z.number()) } }, async ({ points }) => {
  try {
    const a = await area(points);
    return { content: [{ type: "text" as const, text: `Area: ${a}` }], isError: false };
  } catch (error) {
    // BAD: a caught failure answered with isError: false.
    return { content: [{ type: "text" as const, text: `Error: ${String(error)}` }], isError: false }; // want: softerror
  }
});

const quiet = false;

server.registerTool("centroid", { inputSchema: { points: z.array(z.number()) } }, async ({ points }) => {
  if (points.length === 0) {
    // BAD: a const bound to false is the same flag.
    return { content: [{ type: "text" as const, text: "Error: no points given" }], isError: quiet }; // want: softerror
  }
  // FINE: a success with the flag spelled out.
  return { content: [{ type: "text" as const, text: `Centroid of ${points.length} points` }], isError: false };
});

server.registerTool("hull_check", { inputSchema: { points: z.array(z.number()) } }, async ({ points }) => {
  const ring = outline(points);
  // FINE: the flag follows the outcome (errorresult's business).
  return { content: [{ type: "text" as const, text: ring ? "Hull found" : "Could not compute a hull" }], isError: !ring };
});
