// Wrappers that build each tool's result from what its callback's lookup gives back.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { countShelf, labelShelf } from "./shelves.js";

const server = new McpServer({ name: "pantry", version: "1.0.0" });

// Tests the flag falsy: a value whose ok is false or missing is answered with isError.
function checked<A>(run: (args: A) => Promise<any>, fallback: string) {
  return async (args: A) => {
    const answer = await run(args);
    if (!answer.ok) {
      return { content: [{ type: "text" as const, text: answer.reason ?? fallback }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(answer) }] };
  };
}

// Tests a member that countShelf's failure does not set: `{ ok: false, reason }` passes on.
function errorChecked<A>(run: (args: A) => Promise<any>) {
  return async (args: A) => {
    const answer = await run(args);
    if (answer.error) {
      return { content: [{ type: "text" as const, text: String(answer.error) }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(answer) }] };
  };
}

// Passes every value on untested.
function plain<A>(run: (args: A) => Promise<any>) {
  return async (args: A) => {
    const answer = await run(args);
    return { content: [{ type: "text" as const, text: JSON.stringify(answer) }] };
  };
}

server.registerTool(
  "count_shelf",
  { inputSchema: { shelf: z.string() } },
  // fine: `!answer.ok` answers `{ ok: false }`
  checked((args) => countShelf(args.shelf), "count failed"),
);

server.registerTool(
  "label_shelf",
  { inputSchema: { shelf: z.string() } },
  // fine: `{ error }` has no ok, and `!answer.ok` holds
  checked((args) => labelShelf(args.shelf), "label failed"),
);

server.registerTool(
  "count_shelf_by_error",
  { inputSchema: { shelf: z.string() } },
  errorChecked((args) => countShelf(args.shelf))); // want: softerror related=src/testedwrapper/shelves.ts:8

server.registerTool(
  "count_shelf_plain",
  { inputSchema: { shelf: z.string() } },
  plain((args) => countShelf(args.shelf))); // want: softerror related=src/testedwrapper/server.ts:34,src/testedwrapper/shelves.ts:8

server.registerTool(
  "shelf_note",
  { inputSchema: { shelf: z.string() } },
  // ok set true below: that failure passes `!answer.ok`.
  checked(async (args) => {
    if (!args.shelf) {
      return { ok: true, error: "no shelf given" }; // want: softerror
    }
    return { ok: true, note: args.shelf };
  }, "note failed"),
);

server.registerTool(
  "label_shelf_plain",
  { inputSchema: { shelf: z.string() } },
  // plain's return makes the callback's failure object the text of a success: named in related.
  plain(async (args) => {
    if (!args.shelf.trim()) {
      return { error: "a shelf name is required" }; // want: softerror related=src/testedwrapper/server.ts:34
    }
    return { label: args.shelf.toUpperCase() };
  }),
);
