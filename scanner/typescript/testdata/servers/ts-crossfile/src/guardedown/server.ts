// Tools whose catch returns a failure as a success, around methods that test their arguments
// before their own try (editor.ts): the catch runs only if such a test may throw. Each tool's
// first return hands on the method's own failure texts ("Invalid bookmark name", "Could not
// set bookmark"): a finding of its own, whatever its catch does.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Editor } from "./editor.js";

const server = new McpServer({ name: "guardedown", version: "1.0.0" });
const editor = new Editor();
const WORDS = /\w+/;

server.tool("bookmark", { name: z.string(), row: z.number() }, async ({ name, row }) => {
  try {
    const text = await editor.bookmark(name, row);
    return { content: [{ type: "text", text }] }; // want: softerror
  } catch (error) {
    // GOOD for the rule: Editor.bookmark answers its own failures; its guard, a regular
    // expression literal's test, throws nothing.
    return { content: [{ type: "text", text: error instanceof Error ? error.message : "Error setting bookmark" }] };
  }
});

server.tool("select", { text: z.string() }, async ({ text }) => {
  try {
    const out = await editor.select(WORDS, text);
    return { content: [{ type: "text", text: out }] }; // want: softerror
  } catch (error) {
    return { content: [{ type: "text", text: error instanceof Error ? error.message : "Error selecting" }] }; // want: softerror
  }
});

server.tool("move", { motion: z.string() }, async ({ motion }) => {
  try {
    const text = await editor.move(motion);
    return { content: [{ type: "text", text }] }; // want: softerror
  } catch (error) {
    return { content: [{ type: "text", text: error instanceof Error ? error.message : "Error moving" }] }; // want: softerror
  }
});
