// Tools whose input schemas bound the values the helpers of shelf.ts branch on.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Shelf, colorCode, dayIndex, depotLine, finishName, formatName, laneLine, regionLine, shapeCorners, sizeLabel, sortOrder, stepIndex, toneName, unitFactor } from "./shelf.js";

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
  server.registerTool("depot", { inputSchema: { depot: z.enum(["east", "west"]) } }, async ({ depot }) => text(depotLine(depot)));
  server.registerTool("any_depot", { inputSchema: { depot: z.string() } }, async ({ depot }) => text(depotLine(depot)));
  server.registerTool("lane", { inputSchema: { lane: z.enum(["fast", "slow"]) } }, async ({ lane }) => text(laneLine(lane)));
  server.registerTool("unit", { inputSchema: { unit: z.enum(["cm", "in"]) } }, async (args) => text(unitFactor(args.unit)));
  server.tool("day", { day: z.union([z.literal("sat"), z.literal("sun"), z.literal("mon")]) }, async ({ day }) => text(dayIndex(day)));
  // "first" may break out of the switch.
  server.registerTool("step", { inputSchema: { step: z.enum(["first", "second"]), skip: z.boolean() } }, async (args) =>
    text(stepIndex(args.step, args.skip)),
  );
  // "gloss" runs on into the default.
  server.registerTool("finish", { inputSchema: { finish: z.enum(["matte", "gloss"]) } }, async ({ finish }) => text(finishName(finish)));
}
