// Helpers that a tool hands its whole validated parameter and that destructure it: McpServer
// parsed the arguments with the tool's raw shape (validated.ts), so a test of a member the shape
// guarantees (a positive number, a non-empty string) cannot hold. Beside them, the tests that
// can: an optional member, a string that may be empty, a default in the pattern, a callback
// that changes the parameter before it hands it over.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "comments", version: "1.0.0" });

class CommentTools {
  async add({ storyId, text, note }: { storyId: number; text: string; note?: string }) {
    if (!storyId) throw new Error("a story id is required"); // GOOD: z.number().positive()
    if (!text) throw new Error("comment text is required"); // GOOD: z.string().min(1)
    if (!note) throw new Error("a note is required"); // want: raisederror
    return `${storyId}: ${text} (${note})`;
  }

  async edit({ id: commentId, body }: { id: number; body: string }) {
    if (!commentId) throw new Error("a comment id is required"); // GOOD: the member id, positive
    if (!body) throw new Error("a body is required"); // want: raisederror
    return `${commentId}: ${body}`;
  }

  async pin({ storyId = 0 }: { storyId?: number }) {
    if (!storyId) throw new Error("a story id is required"); // want: raisederror
    return `pinned ${storyId}`;
  }

  async archive({ storyId }: { storyId: number }) {
    if (!storyId) throw new Error("a story id is required"); // want: raisederror
    return `archived ${storyId}`;
  }
}

const tools = new CommentTools();

server.tool(
  "comment-add",
  "Add a comment",
  { storyId: z.number().positive(), text: z.string().min(1), note: z.string().optional() },
  async (params) => ({ content: [{ type: "text" as const, text: await tools.add(params) }] }),
);

server.tool("comment-edit", "Edit a comment", { id: z.number().int().positive(), body: z.string() }, async (params) => ({
  content: [{ type: "text" as const, text: await tools.edit(params) }],
}));

server.tool("comment-pin", "Pin a story", { storyId: z.number().positive().optional() }, async (params) => ({
  content: [{ type: "text" as const, text: await tools.pin(params) }],
}));

server.tool("comment-archive", "Archive a story", { storyId: z.number().positive() }, async (params) => {
  params.storyId = Math.floor(params.storyId / 10);
  return { content: [{ type: "text" as const, text: await tools.archive(params) }] };
});
