// Throws on a value that the McpServer has already validated: registerTool and tool parse the
// arguments with the tool's input schema before they call the callback, and pass the parsed
// value, so a test of a member against every value of its zod enum never fails. Beside them,
// the tests that can fail: a member the schema lets anything through for, a list that lacks a
// value of the enum, a parameter the callback assigns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const KINDS = ["text", "blob"] as const;
const SHORT = ["text"];

const FetchSchema = z.object({
  kind: z.enum(KINDS).default("text"),
  mode: z.enum(["fast", "safe"]).describe("how to fetch"),
  name: z.string(),
});

export function registerFetchTools(server: McpServer) {
  server.registerTool("fetch_kind", { inputSchema: { kind: z.enum(KINDS) } }, async ({ kind }) => {
    if (!KINDS.includes(kind)) {
      throw new Error(`Invalid kind: ${kind}`); // GOOD: the SDK let through only KINDS
    }
    return { content: [{ type: "text", text: kind }] };
  });

  server.registerTool("fetch_mode", { inputSchema: FetchSchema }, async (args) => {
    if (args.mode === "fast") {
      return { content: [{ type: "text", text: "fast" }] };
    } else if (args.mode === "safe") {
      return { content: [{ type: "text", text: "safe" }] };
    } else {
      throw new Error(`Unknown mode: ${args.mode}`); // GOOD: the enum has no third value
    }
  });

  const config = { title: "Fetch", inputSchema: FetchSchema.shape };
  server.registerTool("fetch_shape", config, async (args) => {
    const { kind } = args;
    switch (kind) {
      case "text":
        return { content: [{ type: "text", text: "t" }] };
      case "blob":
        return { content: [{ type: "text", text: "b" }] };
      default:
        throw new Error(`Unknown kind: ${kind}`); // GOOD: the default "text" is one of KINDS
    }
  });

  server.tool("fetch_old", "fetch by kind", { kind: z.enum(KINDS) }, async ({ kind }) => {
    if (!KINDS.includes(kind)) {
      throw new Error(`Invalid kind: ${kind}`); // GOOD: the variadic tool validates too
    }
    return { content: [{ type: "text", text: kind }] };
  });

  server.registerTool("fetch_name", { inputSchema: FetchSchema }, async ({ name }) => {
    if (!KINDS.includes(name as "text")) {
      throw new Error(`Invalid name: ${name}`); // want: raisederror
    }
    return { content: [{ type: "text", text: name }] };
  });

  server.registerTool("fetch_short", { inputSchema: { kind: z.enum(KINDS) } }, async ({ kind }) => {
    if (!SHORT.includes(kind)) {
      throw new Error(`Unsupported kind: ${kind}`); // want: raisederror
    }
    return { content: [{ type: "text", text: kind }] };
  });

  server.registerTool("fetch_reset", { inputSchema: FetchSchema }, async (args) => {
    args.mode = pick();
    if (args.mode === "fast") {
      return { content: [{ type: "text", text: "fast" }] };
    } else if (args.mode === "safe") {
      return { content: [{ type: "text", text: "safe" }] };
    } else {
      throw new Error(`Unknown mode: ${args.mode}`); // want: raisederror
    }
  });
}

declare function pick(): "fast" | "safe";

// A named callback: other code may call it with arguments nobody validated.
async function fetchNamed({ kind }: { kind: "text" | "blob" }) {
  if (!KINDS.includes(kind)) {
    throw new Error(`Invalid kind: ${kind}`); // want: raisederror
  }
  return { content: [{ type: "text" as const, text: kind }] };
}

export function registerNamed(server: McpServer) {
  server.registerTool("fetch_named", { inputSchema: { kind: z.enum(KINDS) } }, fetchNamed);
}

// Members named by consts, in the enum and in the list.
const TEXT = "text" as const;
const BLOB = "blob" as const;
const TYPES: string[] = [TEXT, BLOB];
const TEXT_ONLY: string[] = [TEXT];

export function registerConstMembers(server: McpServer) {
  server.registerTool("fetch_const", { inputSchema: { kind: z.enum([TEXT, BLOB]).default(TEXT) } }, async (args) => {
    const { kind } = args;
    if (!TYPES.includes(kind)) {
      throw new Error(`Invalid kind: ${kind}`); // GOOD: TYPES holds both consts the enum was built from
    }
    return { content: [{ type: "text", text: kind }] };
  });

  server.registerTool("fetch_const_short", { inputSchema: { kind: z.enum([TEXT, BLOB]) } }, async (args) => {
    if (!TEXT_ONLY.includes(args.kind)) {
      throw new Error(`Unsupported kind: ${args.kind}`); // want: raisederror
    }
    return { content: [{ type: "text", text: args.kind }] };
  });
}
