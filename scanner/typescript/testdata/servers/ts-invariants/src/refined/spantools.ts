// Tools whose parameters are a schema of another module: its refinement rules a test out too.
import { FastMCP, UserError } from "fastmcp";
import { LooseSpan, PlainSpan, StrictSpan } from "./spans.js";

const server = new FastMCP({ name: "spans", version: "1.0.0" });

server.addTool({
  name: "strict",
  parameters: StrictSpan,
  execute: async (args) => {
    if (args.end <= args.start) {
      throw new UserError("end must follow start"); // GOOD: StrictSpan's refinement
    }
    if (args.start >= args.end) {
      throw new UserError("start must precede end"); // GOOD: the same, sides swapped
    }
    if (args.start === args.end) {
      throw new UserError("empty span"); // GOOD: end > start rules equality out
    }
    if (args.end > args.start) {
      return "ok";
    } else {
      throw new UserError("no span"); // GOOD: the test always holds
    }
  },
});

server.addTool({
  name: "loose",
  parameters: LooseSpan,
  execute: async (args) => {
    if (args.end < args.start) {
      throw new UserError("end before start"); // GOOD: LooseSpan says end >= start
    }
    if (args.end === args.start) {
      throw new UserError("empty span"); // want: raisederror shape=prose-only
    }
    return "ok";
  },
});

server.addTool({
  name: "plain",
  parameters: PlainSpan,
  execute: async (args) => {
    if (args.end <= args.start) {
      throw new UserError("end must follow start"); // want: raisederror shape=prose-only
    }
    return "ok";
  },
});

server.start({ transportType: "stdio" });
