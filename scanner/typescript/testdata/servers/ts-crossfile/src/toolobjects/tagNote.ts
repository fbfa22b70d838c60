// Tool objects whose failures never reach a tool as a throw.
import { z } from "zod";

declare const tags: { tag(id: string, tag: string): Promise<void>; untag(id: string, tag: string): Promise<void> };

export const tagNote = {
  name: "tag-note",
  schema: z.object({ id: z.string(), tag: z.string() }),
  execute: async (input: { id: string; tag: string }) => {
    try {
      if (!input.tag) {
        // FINE: the catch below answers with isError.
        throw new Error("tag is required");
      }
      await tags.tag(input.id, input.tag);
      return { content: [{ type: "text" as const, text: `tagged ${input.id}` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `Could not tag ${input.id}: ${error}` }], isError: true }; // want: errorresult
    }
  },
};

// Exported, but no tool calls its handler (server.ts only reads its name).
export const untagNote = {
  name: "untag-note",
  schema: z.object({ id: z.string(), tag: z.string() }),
  execute: async (input: { id: string; tag: string }) => {
    if (!input.tag) {
      // FINE: no tool runs this.
      throw new Error("tag is required");
    }
    await tags.untag(input.id, input.tag);
    return { untagged: input.id };
  },
};

// Called by a tool inside a try whose catch answers with isError.
export const renameNote = {
  name: "rename-note",
  schema: z.object({ id: z.string(), title: z.string() }),
  execute: async (input: { id: string; title: string }) => {
    if (!input.title.trim()) {
      // FINE: the tool's catch in server.ts answers with isError.
      throw new Error("title must not be blank");
    }
    return { renamed: input.id };
  },
};
