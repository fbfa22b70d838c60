// Helpers that check again what the input schema already guaranteed. McpServer parses a call's
// arguments with the tool's zod schema before the callback runs and passes the parsed value
// (validated.ts), so when every call a tool makes of a helper passes it a member the schema
// typed, a test of that value (or of an element of it, walked by a loop, or a member of one) for
// not being an array, an object, a string, a number or a boolean cannot hold. Beside them, the
// tests that can: a member that may be missing, a union, a transform, an empty string, a loop
// that reads past the end, a call with a value no schema checked, a tool with another schema, a
// tool that changes the array before it passes it, a JSON Schema that the SDK does not parse
// with zod.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const turn = z.object({
  speaker: z.enum(["agent", "person"]).describe("who spoke"),
  text: z.string(),
  weight: z.number().min(0),
  pinned: z.boolean(),
});
const dialogue = z.array(turn).describe("the conversation");

const chatShape = {
  turns: dialogue,
  limit: z.number().int().min(1),
  label: z.string().optional(),
  history: z.array(turn).nullable(),
};

export function checkTurns(list: unknown, tool: string): void {
  if (!Array.isArray(list)) {
    throw new Error(`${tool}: turns must be a list`); // GOOD: a z.array
  }
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    if (!t || typeof t !== "object") {
      throw new Error(`turn ${i} is not an object`); // GOOD: its elements are a z.object
    }
    if (!t.speaker || typeof t.speaker !== "string") {
      throw new Error(`turn ${i} names no speaker`); // GOOD: an enum of non-empty strings
    }
    if (t.text === undefined || t.text === null || typeof t.text !== "string") {
      throw new Error(`turn ${i} has no text`); // GOOD: a required z.string()
    }
  }
}

function checkScores(list: Array<{ text: string; weight: unknown; pinned: unknown }>) {
  for (const t of list) {
    if (typeof t.weight !== "number") {
      throw new Error("weight must be a number"); // GOOD: a z.number()
    }
    if (typeof t.pinned !== "boolean") {
      throw new Error("pinned must be true or false"); // GOOD: a z.boolean()
    }
    if (!t.text) {
      throw new Error("a turn has no text"); // want: raisederror
    }
  }
}

function checkLimit(limit: unknown) {
  if (typeof limit !== "number") {
    throw new Error("limit must be a number"); // GOOD: a z.number() with checks that keep it one
  }
}

function checkLabel(label: unknown) {
  if (typeof label !== "string") {
    throw new Error("label must be text"); // want: raisederror
  }
}

function checkHistory(list: unknown) {
  if (!Array.isArray(list)) {
    throw new Error("history must be a list"); // want: raisederror
  }
}

function checkReplay(list: unknown) {
  if (!Array.isArray(list)) {
    throw new Error("replay must be a list"); // want: raisederror
  }
}

function checkPast(list: unknown[]) {
  for (let i = 0; i <= list.length; i++) {
    const t = list[i];
    if (!t) {
      throw new Error(`turn ${i} is missing`); // want: raisederror
    }
  }
}

function checkEntries(list: unknown[]) {
  if (!Array.isArray(list)) {
    throw new Error("entries must be a list"); // GOOD: both tools pass a z.array
  }
  for (const e of list) {
    if (typeof e !== "object") {
      throw new Error("an entry is not an object"); // want: raisederror
    }
  }
}

function checkMore(list: unknown[]) {
  for (const t of list) {
    if (typeof t !== "object") {
      throw new Error("a turn is not an object"); // want: raisederror
    }
  }
}

function replay(raw: string) {
  checkReplay(JSON.parse(raw)); // no schema checked what the text holds
}

export function registerChatTools(server: McpServer) {
  server.registerTool("chat", { inputSchema: chatShape }, async (args) => {
    const { turns: said, limit } = args as { turns: unknown[]; limit: number };
    checkTurns(said, "chat");
    checkScores(args.turns);
    checkLimit(limit);
    checkLabel(args.label);
    checkHistory(args.history);
    checkReplay(args.turns);
    checkPast(args.turns);
    checkEntries(args.turns);
    replay(args.label ?? "[]");
    return { content: [{ type: "text", text: `${said.length} turns` }] };
  });

  server.tool("chat_old", "the variadic form", chatShape, async ({ turns }) => {
    checkTurns(turns, "chat_old");
    return { content: [{ type: "text", text: "ok" }] };
  });

  server.registerTool("chat_more", { inputSchema: chatShape }, async ({ turns }) => {
    turns.push(JSON.parse("null")); // the callback puts into the array what no schema checked
    checkMore(turns);
    return { content: [{ type: "text", text: "ok" }] };
  });

  server.registerTool("tags", { inputSchema: { entries: z.array(z.string()) } }, async ({ entries }) => {
    checkEntries(entries);
    return { content: [{ type: "text", text: entries.join(",") }] };
  });
}

function checkId(id: unknown) {
  if (typeof id !== "string") {
    throw new Error("id must be text"); // want: raisederror
  }
}

function checkSize(size: unknown) {
  if (typeof size !== "string") {
    throw new Error("size must be text"); // want: raisederror
  }
}

function checkLog(list: unknown) {
  if (!Array.isArray(list)) {
    throw new Error("log must be a list"); // want: raisederror
  }
}

export function registerLookupTools(server: McpServer) {
  server.registerTool(
    "lookup",
    { inputSchema: { id: z.union([z.string(), z.number()]), size: z.string().transform((s) => Number(s)) } },
    async ({ id, size }) => {
      checkId(id);
      checkSize(size);
      return { content: [{ type: "text", text: String(id) }] };
    },
  );

  server.registerTool(
    "log",
    { inputSchema: { type: "object", properties: { log: { type: "array" } } } as any },
    async (args: any) => {
      checkLog(args.log);
      return { content: [{ type: "text", text: "logged" }] };
    },
  );
}
