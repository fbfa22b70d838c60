// Tools whose input schemas bound the values the helpers of shelf.ts branch on.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Shelf, colorCode, finishName, formatName, regionLine, shapeCorners, sizeLabel, sortOrder, toneName } from "./shelf.js";

const COLORS = ["red", "green", "blue"] as const;

const shelf = new Shelf();

function text(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value) }] };
}

export function registerEnumTools(server: McpServer): void {
  server.registerTool("shelf", { inputSchema: { kind: z.enum(["books", "maps", "charts"]).describe("which shelf") } }, async (args) =>
    text(shelf.list(args.kind)),
  );
  server.registerTool("paint", { inputSchema: { color: z.enum(COLORS) } }, async ({ color }) => text(colorCode(color)));
  // The union holds a value, "circle", that no case of shapeCorners tests.
  server.tool("corners", { shape: z.union([z.literal("square"), z.literal("triangle"), z.literal("circle")]) }, async ({ shape }) =>
    text(shapeCorners(shape)),
  );
  // "xl" has no case.
  server.registerTool("size", { inputSchema: { size: z.enum(["s", "m", "xl"]) } }, async (args) => text(sizeLabel(args.size)));
  // Any string passes the schema.
  server.registerTool("export", { inputSchema: { format: z.string() } }, async (args) => text(formatName(args.format)));
  // An optional enum lets undefined through.
  server.registerTool("sort", { inputSchema: { order: z.enum(["asc", "desc"]).optional() } }, async (args) => text(sortOrder(args.order)));
  // One caller passes an enum with a case for each value, the other a literal without one.
  server.registerTool("tone", { inputSchema: { tone: z.enum(["warm", "cold"]) } }, async ({ tone }) => text(toneName(tone)));
  server.registerTool("grey", { inputSchema: {} }, async () => text(toneName("neutral")));
  // regionLine passes the value on to the helper that cases on it.
  server.registerTool("region", { inputSchema: { region: z.enum(["north", "south"]) } }, async ({ region }) => text(regionLine(region, "region")));
  // "gloss" runs on into the default.
  server.registerTool("finish", { inputSchema: { finish: z.enum(["matte", "gloss"]) } }, async ({ finish }) => text(finishName(finish)));
}
