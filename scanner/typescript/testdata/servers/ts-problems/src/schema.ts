// schemaconflict on the v1 SDK: 1.x clients validate structuredContent of error results.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "schema", version: "1.0.0" });

server.registerTool(
  "count",
  { inputSchema: { q: z.string() }, outputSchema: { count: z.number() } },
  async ({ q }) => {
    if (!q) {
      return {
        content: [{ type: "text", text: "q is empty" }],
        isError: true, // want: errorresult shape=structured typed=code
        structuredContent: { code: "E_EMPTY" }, // want: schemaconflict outcome=protocol-error
      };
    }
    if (q === "?") {
      // FINE: no structuredContent on the error.
      return { content: [{ type: "text", text: "q is a wildcard" }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text", text: "1" }], structuredContent: { count: 1 } };
  },
);

// FINE: no outputSchema, so structured errors are not validated.
server.registerTool("free", {}, async () => ({
  content: [{ type: "text", text: "nope" }],
  isError: true, // want: errorresult shape=structured
  structuredContent: { code: "E" },
}));

// FINE: the error body conforms to the output schema (required keys present, no others).
server.registerTool("total", { outputSchema: { count: z.number(), note: z.string().optional() } }, async () => ({
  content: [{ type: "text", text: "no rows counted" }],
  isError: true, // want: errorresult shape=structured
  structuredContent: { count: 0 },
}));

// A class-based tool framework: the class declares the output schema.
abstract class ToolBase {
  public outputSchema?: Record<string, unknown>;
}

export class RenameTool extends ToolBase {
  public override outputSchema = { renamed: z.boolean(), name: z.string() };

  protected handleError(error: Error) {
    return {
      content: [{ type: "text" as const, text: `rename failed: ${error.message}` }],
      structuredContent: { reason: error.message }, // want: schemaconflict
      isError: true, // want: errorresult shape=structured function=handleError
    };
  }
}
