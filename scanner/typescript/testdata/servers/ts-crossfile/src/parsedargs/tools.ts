// Tool objects whose handlers parse their input with their own schema, and hand members of the
// parsed value to the helpers of guards.ts; and a McpServer callback that hands a validated one.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { assertAgreed, assertConfirmed, checkBatch, checkLimit, checkPage, checkShift, pickMode, pickSpeed } from "./guards.js";

const PurgeInput = z.object({
  id: z.number().int().positive(),
  confirm: z.literal(true).describe("must be true"),
  items: z.array(z.string()).min(1).max(50),
  size: z.number().int().min(1).max(100),
  mode: z.literal("fast"),
});

const PurgeScaled = z.object({ limit: z.number().max(10).transform((n) => n * 100) });

// The object's transform replaces what its members let through.
const Shifted = z.object({ limit: z.number().max(10) }).transform((o) => ({ limit: o.limit * 100 }));

const SignInput = z.object({
  agree: z.literal(true).optional(),
  speed: z.enum(["fast", "slow"]),
});

export const purgeTool = {
  name: "purge",
  description: "Purge a store",
  inputSchema: PurgeInput,
  handler: async (raw: unknown) => {
    const parsed = PurgeInput.safeParse(raw);
    if (!parsed.success) {
      return { content: [{ type: "text" as const, text: "invalid" }], isError: true }; // want: errorresult
    }
    const input = parsed.data;
    assertConfirmed("purge", input.confirm);
    checkBatch(input.items);
    checkPage(parsed.data.size);
    pickMode(input.mode);
    const scaled = PurgeScaled.parse(raw);
    checkLimit(scaled.limit);
    return { content: [{ type: "text" as const, text: `purged ${input.id}` }] };
  },
};

export const signTool = {
  name: "sign",
  description: "Sign a form",
  inputSchema: SignInput,
  handler: async (raw: unknown) => {
    const input = SignInput.parse(raw);
    assertAgreed(input.agree);
    pickSpeed(input.speed);
    const shifted = Shifted.parse(raw);
    checkShift(shifted.limit);
    return { content: [{ type: "text" as const, text: "signed" }] };
  },
};

// Parses, but the failure branch leaves nothing: the value past it is no parse's.
export const pageTool = {
  name: "page",
  description: "Page through a store",
  inputSchema: PurgeInput,
  handler: async (raw: unknown) => {
    const parsed = PurgeInput.safeParse(raw);
    if (!parsed.success) {
      console.error("invalid page");
    }
    checkPage(parsed.data!.size);
    return { content: [{ type: "text" as const, text: "paged" }] };
  },
};

const EraseInput = z.object({ confirm: z.literal(true), force: z.boolean() });

// Reads the value the loop passes, which the SDK validated with the entry's schema.
export const eraseTool = {
  name: "erase",
  description: "Erase a store",
  inputSchema: EraseInput,
  handler: async (args: { confirm: boolean; force: boolean }) => {
    if (args.confirm !== true) {
      throw new Error("confirm the erase"); // dead: z.literal(true)
    }
    if (args.force !== true) {
      throw new Error("force the erase"); // want: raisederror
    }
    return { content: [{ type: "text" as const, text: "erased" }] };
  },
};

const tools = [purgeTool, signTool, pageTool, eraseTool];

export function registerParsedTools(server: McpServer): void {
  for (const tool of tools) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema.shape }, async (args) => tool.handler(args));
  }
  server.tool("wipe", { confirm: z.literal(true), count: z.number() }, async ({ confirm, count }) => {
    assertConfirmed("wipe", confirm);
    return { content: [{ type: "text" as const, text: `wiped ${count}` }] };
  });
}

// A bound the schema and the helper both name by a const of the file.
const MAX_TAGS = 5;
let softTags = 3;

const TagInput = z.object({ tags: z.array(z.string()).max(MAX_TAGS) });

function checkTags(tags: string[]): void {
  if (tags.length > MAX_TAGS) {
    throw new Error("too many tags"); // dead: .max(MAX_TAGS)
  }
}

function checkSoftTags(tags: string[]): void {
  if (tags.length > softTags) {
    throw new Error("too many tags for now"); // want: raisederror
  }
}

export function registerTagTool(server: McpServer): void {
  server.registerTool("tag", { inputSchema: TagInput.shape }, async (args: unknown) => {
    const input = TagInput.parse(args);
    checkTags(input.tags);
    checkSoftTags(input.tags);
    softTags += 1;
    return { content: [{ type: "text" as const, text: "tagged" }] };
  });
}
