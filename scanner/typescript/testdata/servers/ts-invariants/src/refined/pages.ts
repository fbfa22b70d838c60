// McpServer validates a callback's arguments against the input schema first; a helper whose
// guard repeats the schema's bounds never throws for the calls the tools make, unless a call
// passes a value the schema did not check.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { readPage, renderTitle, resizeTo } from "./render.js";

export function registerPageTools(server: McpServer) {
  server.registerTool(
    "page",
    { inputSchema: { page: z.number().int().positive(), size: z.number().int().min(10).max(100), title: z.string().min(1) } },
    async ({ page, size, title }) => {
      if (page <= 0 || size > 100) {
        throw new Error("page out of range"); // GOOD: .positive() and .max(100)
      }
      if (size < 20) {
        throw new Error("size below 20"); // want: raisederror shape=prose-only
      }
      const text = await readPage(page, size);
      const head = renderTitle(title);
      resizeTo(size);
      return { content: [{ type: "text", text: head + text }] };
    },
  );

  server.tool("resize", { size: z.number().int() }, async ({ size }) => {
    if (size >= 0 && size < 10) {
      throw new Error("too small"); // want: raisederror shape=prose-only
    }
    resizeTo(size);
    return { content: [{ type: "text", text: "resized" }] };
  });

  server.registerTool(
    "ranged",
    {
      inputSchema: z.object({ lo: z.number(), hi: z.number() }).refine(({ lo, hi }) => lo <= hi && lo >= 0),
    },
    async ({ lo, hi }) => {
      if (hi < lo) {
        throw new Error("hi below lo"); // GOOD: the refinement says lo <= hi
      }
      if (lo < 0) {
        throw new Error("negative"); // GOOD: the refinement says lo >= 0
      }
      if (hi === lo) {
        throw new Error("empty range"); // want: raisederror shape=prose-only
      }
      return { content: [{ type: "text", text: `${lo}-${hi}` }] };
    },
  );
}
