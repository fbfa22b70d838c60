// The same table shape in JavaScript, each tool in its own object.
import { z } from "zod";

const notes = new Map();

export const addNote = {
  name: "add_note",
  description: "Add a note",
  parameters: z.object({ title: z.string(), body: z.string() }),
  execute: async ({ title, body }) => {
    if (notes.has(title)) {
      return { success: false, message: `A note titled ${title} already exists` }; // want: softerror function=add_note lang=javascript related=6
    }
    notes.set(title, body);
    return { success: true, message: "added" };
  },
};

// FINE: not a tool: no schema, a plain record with a callback.
export const timer = { name: "tick", handler: () => "Error: never shown" };

export function registerNoteTools(server) {
  for (const t of [addNote]) {
    server.registerTool(t.name, { inputSchema: t.parameters }, t.execute);
  }
}
