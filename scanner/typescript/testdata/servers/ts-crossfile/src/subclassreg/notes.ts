// Note tools, registered through GuardedServer's own methods (guarded.ts) on the server the
// caller hands over.
import { z } from "zod";
import { ToolBase } from "./base.js";
import type { GuardedServer, JobQueue } from "./guarded.js";

const notes = new Map<string, string>();

export class NoteTools extends ToolBase {
  static register(server: GuardedServer, queue: JobQueue) {
    const tools = new NoteTools();

    server.addReadTool("notes-get", "Get a note", { id: z.string().min(1) }, async ({ id }) => await tools.get(id));

    server.addWriteTool("notes-delete", "Delete a note", { id: z.string() }, async ({ id }) => await tools.remove(id));

    server.addWriteTool("notes-rename", { id: z.string(), title: z.string() }, async ({ id, title }) => {
      if (title.length > 200) {
        // BAD: addWriteTool hands the callback to McpServer's registerTool.
        throw new Error("title too long"); // want: raisederror related=17,src/subclassreg/guarded.ts:64
      }
      return tools.toResult(`Renamed ${id}`);
    });

    server.addSafeTool("notes-archive", "Archive a note", { id: z.string() }, async ({ id }) => {
      if (!notes.has(id)) {
        // FINE: addSafeTool's catch answers an isError result.
        throw new Error(`note ${id} not found`);
      }
      return tools.toResult(`Archived ${id}`);
    });

    server.addCheckedTool("notes-count", async () => {
      // FINE: the callback addCheckedTool registers is guard's, whose catch answers it.
      throw new Error("count unavailable");
    });

    server.addLegacyTool("notes-legacy", async () => {
      // FINE: GuardedServer's own tool refuses to register anything.
      throw new Error("legacy");
    });

    queue.addToolJob("notes-purge", "Purge old notes", async () => {
      // FINE: JobQueue is no McpServer; its addToolJob registers nothing.
      throw new Error("purge failed");
    });
  }

  async get(id: string) {
    if (!id) {
      // FINE: the schema asks for at least one character.
      throw new Error("a note id is required");
    }
    const note = notes.get(id);
    if (note === undefined) {
      // BAD: addReadTool hands the callback that calls this to McpServer.
      throw new Error(`note ${id} not found`); // want: raisederror related=src/subclassreg/guarded.ts:64,13
    }
    return this.toResult(`Note ${id}`, note);
  }

  async remove(id: string) {
    if (!notes.has(id)) {
      // BAD: a failure answered as a success.
      return this.toResult(`Note ${id} not found.`); // want: softerror related=src/subclassreg/base.ts:5,15
    }
    notes.delete(id);
    return this.toResult(`Deleted ${id}`);
  }
}
