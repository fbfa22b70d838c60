// Findings in a fastmcp tool's members name the tool, not the member (execute, beforeValidate).
import { FastMCP, UserError } from "fastmcp";
import { z } from "zod";
import { TOOL_NAMES } from "./names.js";

const server = new FastMCP({ name: "crawler", version: "1.0.0" });

server.addTool({
  name: "crawl_legacy",
  parameters: z.object({ url: z.string() }),
  // The hook answers for the tool: its result is the tool's, so it is named by the tool and is
  // no helper of its own.
  beforeValidate: () => {
    return {
      content: [{ type: "text" as const, text: "crawl_legacy is retired; use crawl" }],
      isError: true, // want: errorresult function=crawl_legacy api=CallToolResult uses=0
    };
  },
  execute: async () => {
    throw new UserError("crawl_legacy is retired; use crawl"); // want: raisederror function=crawl_legacy
  },
});

server.addTool({
  // A name the file cannot read: the finding shows how the registration spells it.
  name: TOOL_NAMES.map,
  parameters: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    try {
      return await fetch(url).then((r) => r.text());
    } catch (e) {
      return `Error mapping ${url}: ${String(e)}`; // want: softerror function=[TOOL_NAMES.map]
    }
  },
});

type Tool = { name: string; execute: (args: unknown) => Promise<string> };

// A guard that every tool passes through: its execute answers for whichever tool it wraps.
export function guarded(tool: Tool): Tool {
  const execute = tool.execute;
  return {
    ...tool,
    execute: async (args: unknown) => {
      if (!process.env.CRAWLER_KEY) {
        throw new UserError("CRAWLER_KEY is not set"); // want: raisederror function=[tool.name]
      }
      return execute(args);
    },
  };
}
