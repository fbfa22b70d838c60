// The entry point: one instance of each, handed to the tool modules inside context objects.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { NoteBook } from "./notebook.js";
import { Ledger } from "./ledger.js";
import { registerNoteTools, registerTitleTools } from "./tools.js";
import { registerMoneyTools } from "./money.js";

const book = new NoteBook(process.env.NOTES_DIR ?? "notes");
const server = new McpServer({ name: "notes", version: "1.0.0" });
registerNoteTools(server, { book });
registerTitleTools(server, { book });
registerMoneyTools(server, { ledger: new Ledger() });
await server.connect(new StdioServerTransport());
