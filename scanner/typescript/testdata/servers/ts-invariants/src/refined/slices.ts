// punkpeye fastmcp validates execute's arguments against parameters first: a test that no value
// the schema lets through meets never runs its branch.
import { FastMCP, UserError } from "fastmcp";
import { z } from "zod";
import { cutRows, padColumns, spliceText, trimText } from "./sheet.js";

const server = new FastMCP({ name: "slices", version: "1.0.0" });

const SheetParameter = z.object({ sheet: z.string().describe("The sheet's id.") });

const Span = z.object({
  from: z.number().int().min(1),
  to: z.number().int().min(1),
}).refine((s) => s.to > s.from, { message: "to must follow from" });

server.addTool({
  name: "cut",
  parameters: SheetParameter.extend({
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    label: z.string().min(3),
  }).refine((data) => data.to > data.from, { message: "to must follow from" }),
  execute: async (args, { log }) => {
    log.info(`cut ${args.from}-${args.to}`);
    if (args.to <= args.from) {
      throw new UserError("to must follow from"); // GOOD: the refinement says to > from
    }
    if (args.from >= args.to) {
      throw new UserError("from must precede to"); // GOOD: the same test, sides swapped
    }
    if (!(args.to > args.from)) {
      throw new UserError("no span"); // GOOD: the refinement itself, negated
    }
    if (args.from < 1 || args.to < 1) {
      throw new UserError("rows start from 1"); // GOOD: .min(1) on both
    }
    if (args.from === 0) {
      throw new UserError("row 0"); // GOOD: .min(1)
    }
    if (args.label.length < 3) {
      throw new UserError("label too short"); // GOOD: .min(3) on the string's length
    }
    if (args.from < 2) {
      throw new UserError("row 1 is the header"); // want: raisederror shape=prose-only
    }
    if (args.to < args.from + 1) {
      throw new UserError("not a number comparison the scanner reads"); // want: raisederror shape=prose-only
    }
    if (args.to === args.from || args.from > 1000) {
      throw new UserError("too far"); // want: raisederror shape=prose-only
    }
    if (args.to > args.from) {
      return "cut";
    } else {
      throw new UserError("empty span"); // GOOD: the refinement makes the test hold
    }
  },
});

server.addTool({
  name: "span",
  parameters: Span,
  execute: async (args) => {
    if (args.to <= args.from) {
      throw new UserError("to must follow from"); // GOOD: the const schema's refinement
    }
    return "ok";
  },
});

server.addTool({
  name: "loose",
  parameters: z.object({
    from: z.number().int().min(1).optional(),
    to: z.number(),
    count: z.number().int().min(1).default(1),
  }).refine((d) => d.to > 0).transform((d) => ({ ...d, to: d.to - 10 })),
  execute: async (args) => {
    if (args.from !== undefined && args.from < 1) {
      throw new UserError("from starts at 1"); // want: raisederror shape=prose-only
    }
    if (args.to <= 0) {
      throw new UserError("to is positive"); // want: raisederror shape=prose-only
    }
    if (args.count < 1) {
      throw new UserError("count from 1"); // want: raisederror shape=prose-only
    }
    return "ok";
  },
});

server.addTool({
  name: "moved",
  parameters: z.object({ from: z.number().int().min(1), to: z.number().int().min(1) })
    .refine((d) => d.to > d.from),
  execute: async (args) => {
    let { from, to } = args;
    if (from > 10) {
      from = await lookupStart(args.from);
    }
    if (to <= from) {
      throw new UserError("to must follow from"); // want: raisederror shape=prose-only
    }
    args.to = 0;
    if (args.to <= args.from) {
      throw new UserError("to must follow from"); // want: raisederror shape=prose-only
    }
    return "ok";
  },
});

server.addTool({
  name: "merged",
  parameters: z.object({ from: z.number().int().min(1), tags: z.array(z.string()).min(1) }),
  execute: async (args) => {
    Object.assign(args, await loadDefaults());
    if (args.from < 1) {
      throw new UserError("from starts at 1"); // want: raisederror shape=prose-only
    }
    return "ok";
  },
});

server.addTool({
  name: "tagged",
  parameters: z.object({ tags: z.array(z.string()).min(1) }),
  execute: async ({ tags }) => {
    if (tags.length === 0) {
      throw new UserError("no tags"); // GOOD: .min(1) on the array
    }
    return tags.join(",");
  },
});

server.addTool({
  name: "emptied",
  parameters: z.object({ tags: z.array(z.string()).min(1) }),
  execute: async ({ tags }) => {
    if (tags.length === 0) {
      throw new UserError("no tags"); // want: raisederror shape=prose-only
    }
    tags.splice(0, tags.length); // the callback empties it somewhere: the length is its own
    return "ok";
  },
});

server.addTool({
  name: "cutRows",
  parameters: z.object({ rows: z.number().int().min(1), cols: z.number().int().positive(), text: z.string().nonempty() }),
  execute: async (args) => {
    await cutRows(args.rows, args.cols);
    await spliceText(args.text);
    return "cut";
  },
});

server.addTool({
  name: "padColumns",
  parameters: z.object({ rows: z.number().int().min(0), cols: z.number().int().min(1), text: z.string() }),
  execute: async (args) => {
    await padColumns(args.rows, args.cols);
    await trimText(args.text);
    return "padded";
  },
});

async function loadDefaults(): Promise<{ from: number }> {
  return { from: 0 };
}

async function lookupStart(n: number): Promise<number> {
  return n - 20;
}

server.start({ transportType: "stdio" });
