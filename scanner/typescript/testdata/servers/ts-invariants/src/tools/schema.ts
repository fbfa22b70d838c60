// Throws in the branch of a value that the tool's own zod parse rules out: the final else of an
// if/else-if chain, or a switch's default, after every value the schema lets through was
// handled. parse throws on any other value, so such a throw never runs. Beside them, the
// branches that can run: a schema that lets more through, a value not handled, a case that runs
// on into the default, a value no parse checked.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const FORMATS = ["json", "csv"] as const;
const { outputType: fallbackType } = loadDefaults();

function loadDefaults(): { outputType: string } {
  return { outputType: process.env.EXPORT_TYPE ?? "link" };
}

const ExportSchema = z.object({
  name: z.string(),
  outputType: z.enum(["link", "inline"]).default("link").describe("how to return the file"),
  format: z.enum(FORMATS),
  order: z.union([z.literal("asc"), z.literal("desc")]).describe("sort order"),
  level: z.enum(["low", "high"]).optional(),
  scope: z.enum(["user", "team"]).default("all"),
});

export function registerExportTools(server: McpServer) {
  server.registerTool("export", { inputSchema: ExportSchema.shape }, async (args) => {
    const { name, outputType, order: sortOrder } = ExportSchema.parse(args);
    if (outputType === "inline") {
      return { content: [{ type: "text", text: `${name} (${sortOrder})` }] };
    } else if (outputType === "link") {
      return { content: [{ type: "resource_link", uri: `file:///${name}`, name }] };
    } else {
      throw new Error(`Unknown outputType: ${outputType}`); // GOOD: the enum has no third value
    }
  });

  server.registerTool("export_as", { inputSchema: ExportSchema.shape }, async (args) => {
    const input = await ExportSchema.parseAsync(args);
    switch (input.format) {
      case "json":
        return { content: [{ type: "text", text: JSON.stringify(input) }] };
      case "csv":
        return { content: [{ type: "text", text: input.name }] };
      default:
        throw new Error(`Unknown format: ${input.format}`); // GOOD: FORMATS holds no other value
    }
  });

  server.registerTool("sorted", { inputSchema: ExportSchema.shape }, async (args) => {
    const { order } = ExportSchema.parse(args);
    if (order === "asc" || order === "desc") {
      return { content: [{ type: "text", text: order }] };
    }
    else {
      throw new Error(`bad order ${order}`); // GOOD: a union of the two literals
    }
  });

  server.registerTool("level", { inputSchema: ExportSchema.shape }, async (args) => {
    const { level } = ExportSchema.parse(args);
    if (level === "low") {
      return { content: [{ type: "text", text: "low" }] };
    } else if (level === "high") {
      return { content: [{ type: "text", text: "high" }] };
    } else {
      throw new Error("level is required"); // want: raisederror
    }
  });

  server.registerTool("partial", { inputSchema: ExportSchema.shape }, async (args) => {
    const { format } = ExportSchema.parse(args);
    if (format === "json") {
      return { content: [{ type: "text", text: "{}" }] };
    } else {
      throw new Error(`csv is not supported yet`); // want: raisederror
    }
  });

  server.registerTool("scope", { inputSchema: ExportSchema.shape }, async (args) => {
    const { scope } = ExportSchema.parse(args);
    if (scope === "user") {
      return { content: [{ type: "text", text: "user" }] };
    } else if (scope === "team") {
      return { content: [{ type: "text", text: "team" }] };
    } else {
      throw new Error(`unknown scope ${scope}`); // want: raisederror
    }
  });

  server.registerTool("fallthrough", { inputSchema: ExportSchema.shape }, async (args) => {
    const input = ExportSchema.parse(args);
    switch (input.format) {
      case "json":
        return { content: [{ type: "text", text: "{}" }] };
      case "csv":
        console.error("csv export is deprecated");
      default:
        throw new Error(`cannot export ${input.format}`); // want: raisederror
    }
  });

  server.registerTool("unparsed", { inputSchema: ExportSchema.shape }, async (args) => {
    if (args.outputType === "inline") {
      return { content: [{ type: "text", text: "inline" }] };
    } else if (args.outputType === "link") {
      return { content: [{ type: "text", text: "link" }] };
    } else {
      throw new Error(`Unknown outputType: ${args.outputType}`); // GOOD: the McpServer parsed args with ExportSchema before the call (validated.go)
    }
  });

  server.registerTool("let", { inputSchema: ExportSchema.shape }, async (args) => {
    let { outputType } = ExportSchema.parse(args);
    if (args.name === "") outputType = "other" as never;
    if (outputType === "inline") {
      return { content: [{ type: "text", text: "inline" }] };
    } else if (outputType === "link") {
      return { content: [{ type: "text", text: "link" }] };
    } else {
      throw new Error(`Unknown outputType: ${outputType}`); // want: raisederror
    }
  });

  server.registerTool("fallback", { inputSchema: ExportSchema.shape }, async (args) => {
    if (args.name === "") {
      const { outputType: fallbackType } = ExportSchema.parse(args);
      console.error(`empty name, ${fallbackType} requested`);
    }
    if (fallbackType === "inline") {
      return { content: [{ type: "text", text: "inline" }] };
    } else if (fallbackType === "link") {
      return { content: [{ type: "text", text: "link" }] };
    } else {
      throw new Error(`Unknown outputType: ${fallbackType}`); // want: raisederror
    }
  });
}
