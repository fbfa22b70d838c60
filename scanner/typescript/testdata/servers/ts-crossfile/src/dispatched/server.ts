// A low-level server that registers its tools' handlers with registry objects of another
// module and hands tools/call to their dispatch.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry, SafeRegistry } from "./registry.js";
import { NoteHandlers, ArchiveHandlers } from "./notes.js";

const definitions = [{ name: "add_note" }, { name: "list_notes" }];

export class NotesServer {
  private server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
  private registry: ToolRegistry;

  constructor() {
    const notes = new NoteHandlers();
    this.registry = new ToolRegistry();
    const handlers: Record<string, (args: any) => Promise<any>> = {
      add_note: (a) => notes.handleAddNote(a),
      list_notes: (a) => notes.handleListNotes(a),
    };
    for (const definition of definitions) {
      const handler = handlers[definition.name];
      this.registry.register(definition, handler);
    }
    this.server.setRequestHandler(CallToolRequestSchema, async (request) =>
      this.registry.dispatch(request.params.name, request.params.arguments),
    );
  }
}

export class ArchiveServer {
  private server = new Server({ name: "archive", version: "1.0.0" }, { capabilities: { tools: {} } });
  private registry = new SafeRegistry();

  constructor() {
    const archive = new ArchiveHandlers();
    const handlers: Record<string, (args: any) => Promise<any>> = {
      archive: (a) => archive.handleArchive(a),
    };
    for (const name of Object.keys(handlers)) {
      this.registry.add(name, handlers[name]);
    }
    this.server.setRequestHandler(CallToolRequestSchema, async (request) =>
      this.registry.dispatch(request.params.name, request.params.arguments),
    );
  }
}
