// A low-level server whose tools/call handler picks a route from a list that a setup method
// fills, by a predicate on the tool's name, and serializes what the route's handler gives back
// into the text of a new result.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleNoteTools } from "./tools/notes.js";
import { handleTagTools } from "./tools/tags.js";

class NotesServer {
  constructor() {
    this.server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
    this.routes = [];
    this.setupRoutes();
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args = {} } = request.params;
      const route = this.routes.find((r) => r.match(name));
      if (!route) {
        return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult
      }
      const result = await route.handler(this.client, name, args);
      // BAD: the note handlers' isError results become data in a success, and the tag handler's
      // unflagged failure result is sent as a success.
      return { // want: softerror related=src/tools/tags.js:11
        content: [{ type: "text", text: typeof result === "string" ? result : JSON.stringify(result) }], // want: droppedflag related=src/tools/notes.js:13,src/tools/notes.js:5,src/tools/notes.js:7
      };
    });
  }

  setupRoutes() {
    this.routes = [
      { match: (n) => n.startsWith("note_"), handler: handleNoteTools },
      { match: (n) => n.startsWith("tag_"), handler: handleTagTools },
    ];
  }
}

new NotesServer();
