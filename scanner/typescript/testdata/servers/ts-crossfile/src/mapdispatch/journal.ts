// Another server class of the project with a registry of the same shape ({ name, handler }) and
// a low-level handler of its own, filled by its method add: by the class itself (today) and by
// the registry module on the exported instance (note). Its rewrap names the throws of both, and
// PotServer's names neither.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

type Handler = (args: any) => Promise<unknown>;

async function today(args: { zone?: string }): Promise<unknown> {
  if (args.zone && !args.zone.includes("/")) {
    throw new Error(`unknown time zone ${args.zone}`);
  }
  return { date: "2026-01-01" };
}

export class JournalServer {
  private server = new Server({ name: "journal", version: "1.0.0" }, { capabilities: { tools: {} } });
  private entries = new Map<string, { name: string; handler: Handler }>();

  constructor() {
    this.add("today", today);
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        return await this.run(request.params.name, request.params.arguments);
      } catch (error) {
        // BAD: each journal tool's failure becomes a JSON-RPC error.
        throw new McpError(ErrorCode.InternalError, String(error)); // want: protocolerror related=src/mapdispatch/journal.ts:12,src/mapdispatch/journal.ts:11,src/mapdispatch/tools/note.ts:5
      }
    });
  }

  add(name: string, handler: Handler) {
    this.entries.set(name, { name, handler: handler });
  }

  private async run(name: string, args: unknown) {
    const entry = this.entries.get(name);
    if (!entry) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(await entry.handler(args)) }] };
  }
}

export const journalServer = new JournalServer();
