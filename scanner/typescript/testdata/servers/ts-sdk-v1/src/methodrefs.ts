// McpServer tool callbacks given as a reference to a method: this.m.bind(this), this.m, a class
// field bound to an arrow function, a method of an instance of a class this file declares. The
// method is the tool's callback: its throws become isError results, its returns are the tool's.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Catalog } from "./catalog.js";

class NotesServer {
  private readonly server = new McpServer({ name: "notes", version: "1.0.0" });
  private readonly notes = new Map<string, string>();

  start(): void {
    this.server.registerTool("read_note", { inputSchema: { id: z.string() } }, this.readNote.bind(this));
    this.server.tool("save_note", { id: z.string(), text: z.string() }, this.saveNote);
    this.server.registerTool("list_notes", { inputSchema: {} }, this.listNotes);
    // FINE: a resource callback returns contents, not a tool result.
    this.server.registerResource("note", "notes://all", {}, this.readAll.bind(this));
  }

  private async readNote({ id }: { id: string }) {
    const note = this.notes.get(id);
    if (note === undefined) {
      throw new Error(`no note ${id}`); // want: raisederror function=read_note outcome=iserror
    }
    return { content: [{ type: "text" as const, text: note }] };
  }

  async saveNote({ id, text }: { id: string; text: string }) {
    try {
      await persist(id, text);
      return { content: [{ type: "text" as const, text: "saved" }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not save ${id}: ${String(e)}` }] }; // want: softerror function=save_note
    }
  }

  listNotes = async () => {
    if (this.notes.size === 0) {
      return { content: [{ type: "text" as const, text: "no notes yet" }], isError: true }; // want: errorresult function=list_notes
    }
    return { content: [{ type: "text" as const, text: [...this.notes.keys()].join("\n") }] };
  };

  private async readAll() {
    if (this.notes.size === 0) {
      return { contents: [], isError: true };
    }
    return { contents: [] };
  }
}

declare function persist(id: string, text: string): Promise<void>;

class Search {
  async run({ q }: { q: string }) {
    if (!q.trim()) {
      throw new Error("q must not be blank"); // want: raisederror function=search
    }
    return { content: [{ type: "text" as const, text: `results for ${q}` }] };
  }
}

const server = new McpServer({ name: "search", version: "1.0.0" });
const search = new Search();
server.registerTool("search", { inputSchema: { q: z.string() } }, search.run.bind(search));

// FINE: Catalog is another module's class this fixture does not hold; its run() is not
// Search.run.
const catalog = new Catalog();
server.registerTool("catalog", { inputSchema: { q: z.string() } }, catalog.run.bind(catalog));

// Delegates: an arrow function handing the arguments to a method of this class, while another
// class of the file declares a method of the same name, and to a method of an instance. The
// method builds the result the tool returns as its own (the helper path, softresult.go).
class Archive {
  private readonly server = new McpServer({ name: "archive", version: "1.0.0" });

  start(): void {
    this.server.registerTool("archive", { inputSchema: { id: z.string() } }, async (args) => this.store(args));
  }

  private async store({ id }: { id: string }) {
    try {
      await persist(id, "archived");
      return { content: [{ type: "text" as const, text: "archived" }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not archive ${id}: ${String(e)}` }] }; // want: softerror function=Archive.store related=79
    }
  }
}

class Mirror {
  // FINE: no tool hands its arguments to Mirror.store.
  async store({ id }: { id: string }) {
    try {
      await persist(id, "mirrored");
      return { content: [{ type: "text" as const, text: "mirrored" }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not mirror ${id}: ${String(e)}` }] };
    }
  }
}

class Exporter {
  async export({ id }: { id: string }) {
    try {
      await persist(id, "exported");
      return { content: [{ type: "text" as const, text: "exported" }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Error: could not export ${id}: ${String(e)}` }] }; // want: softerror function=Exporter.export related=116
    }
  }
}

const exporter = new Exporter();
server.registerTool("export", { inputSchema: { id: z.string() } }, async (args) => exporter.export(args));

export { NotesServer, Archive, Mirror };
